// The domain's phone normaliser bound to the Ukraine-only mobile metadata the build makes (virtual:ua-phone-metadata).
import { toUaMobileE164 as toE164 } from '@loyalty/domain/phone';
import uaMobileMetadata from 'virtual:ua-phone-metadata';

export { formatUaPhone, nationalPartOf, uaCountryPrefix } from '@loyalty/domain/phone-format';

/** The E.164 number when the input is a valid Ukrainian mobile number (mobile metadata: landlines fail), else null. */
export function toUaMobileE164(input: string): string | null {
  return toE164(input, uaMobileMetadata);
}
