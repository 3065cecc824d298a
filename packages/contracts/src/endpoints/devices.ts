// The devices calls, each described once (decision 0050): the server registers its routes from these, the apps call
// through them. The OpenAPI words of each (tags, summary, description) stay with its route.
import { defineEndpoint } from '../endpoint.ts';

export const getDevices = defineEndpoint({
  method: 'GET',
  path: '/api/get-devices',
  errors: ['validation_failed', 'unauthorized', 'not_found'],
  schemas: () => import('../devices.ts').then((c) => ({ query: c.getDevicesQuerySchema, response: c.getDevicesResponseSchema })),
});

export const deviceReg = defineEndpoint({
  method: 'POST',
  path: '/api/device-reg',
  errors: ['validation_failed', 'unauthorized', 'not_found', 'already_registered', 'serial_taken'],
  schemas: () =>
    import('../devices.ts').then((c) => ({ body: c.registerDeviceBodySchema, response: c.registerDeviceResponseSchema })),
});
