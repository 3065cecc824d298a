// The back-office's job calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const adminGetJobs = defineEndpoint({
  method: 'GET',
  path: '/api/admin/jobs',
  errors: ['unauthorized', 'forbidden'],
  schemas: () => import('../admin.ts').then((c) => ({ response: c.adminJobsResponseSchema })),
});

export const adminPostJobsByIdRetry = defineEndpoint({
  method: 'POST',
  path: '/api/admin/jobs/:id/retry',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'conflict'],
  schemas: () => import('../admin.ts').then((c) => ({ params: c.jobIdParamsSchema, response: c.adminOkSchema })),
});
