// Arguments several operator commands share.
import { z } from 'zod';
import { serialIdParamSchema } from '@loyalty/contracts/ids';
import { normaliseUaMobile } from '@loyalty/domain/ua-mobile-phone';

/** A Ukrainian mobile number in any usual spelling (+380…, 380…, 0…), as the customer logs in with it. */
export const uaMobileArg = z.string().transform((text, context) => {
  const phone = normaliseUaMobile(text);
  if (phone) return phone;
  context.addIssue({ code: 'custom', message: 'Expected a Ukrainian mobile number, +380XXXXXXXXX' });
  return z.NEVER;
});

/** A row's id as a flag (`--id 12`, also a JSON number through /api/ops/run): the one id schema of the contracts. */
export const serialIdArg = z.coerce.string().pipe(serialIdParamSchema);
