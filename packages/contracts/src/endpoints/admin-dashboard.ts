// The back-office's dashboard calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const adminGetDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/admin/dashboard',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () =>
    import('../admin.ts').then((c) => ({ query: c.adminDashboardQuerySchema, response: c.adminDashboardResponseSchema })),
});
