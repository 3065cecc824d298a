// Velo calls of spec section 7: the velo site's token, its Multipass link, and the customer's oral (velo) status.
import { z } from 'zod';

export const veloTokenResponseSchema = z.object({ token: z.string(), expired_at: z.string() });

/** The link is a Multipass login to the ogo site (where velo is sold) only with a token and an email (spec section 5). */
export const veloMloginBodySchema = z.object({
  email: z.string().max(254),
  last_name: z.string().max(100),
  first_name: z.string().max(100),
  token: z.string().min(1).max(1000).describe("From /api/velo/get-token; must be this session's (403 otherwise)"),
  return_to: z.string().max(2000).optional(),
});
export type VeloMloginBody = z.infer<typeof veloMloginBodySchema>;
export const veloMloginResponseSchema = z.object({ url: z.string() });

export const oralStatuses = ['', 'active', 'lapsed'] as const;
export const veloOralStatusResponseSchema = z.object({
  result: z
    .enum(oralStatuses)
    .describe("'active': velo scanned or ordered in the last 90 days; 'lapsed': only before that; '' (default): never"),
});
export type VeloOralStatus = z.infer<typeof veloOralStatusResponseSchema>['result'];
