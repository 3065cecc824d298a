// The media calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const media = defineEndpoint({
  method: 'POST',
  path: '/api/admin/media',
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'payload_too_large', 'unsupported_media_type'],
  schemas: () => import('../media.ts').then((c) => ({ response: c.adminMediaItemSchema })),
});

export const mediaGet = defineEndpoint({
  method: 'GET',
  path: '/api/admin/media',
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
  schemas: () =>
    import('../media.ts').then((c) => ({ query: c.adminMediaQuerySchema, response: c.adminMediaListResponseSchema })),
});
