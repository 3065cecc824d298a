// The back-office's audit calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const adminGetAudit = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () =>
    import('../admin.ts').then((c) => ({ query: c.adminAuditQuerySchema, response: c.adminAuditListResponseSchema })),
});
