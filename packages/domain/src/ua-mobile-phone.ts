// The phone normaliser with libphonenumber-js's mobile metadata, for the server and the tools. The web app does not
// import this file: it binds the same normaliser to a Ukraine-only cut of the metadata (see phone.ts).
import mobileMetadata from 'libphonenumber-js/mobile/metadata';
import { toUaMobileE164 } from './phone.ts';

/** +380XXXXXXXXX for a Ukrainian mobile number in any usual spelling (+380…, 380…, 80…, 0…), else null. */
export function normaliseUaMobile(input: string): string | null {
  return toUaMobileE164(input, mobileMetadata);
}
