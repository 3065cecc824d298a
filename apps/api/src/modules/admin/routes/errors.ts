// The error answers every back-office call may give (the one error shape of plugins/errors.ts): bad input 400, no staff
// session 401, another role 403, unknown target 404, a state that refuses the change 409; sign-in also 429.
import { errorResponseSchema } from '@loyalty/contracts/errors';

export const adminErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
} as const;
