import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-app.ts';

// The staff check runs only where a route names its access: the customers' calls and the probes pay no such stage.
describe('admin access stage', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** The hooks Fastify prints under one route of the table (`printRoutes` with its hooks). */
  function preValidationOf(method: string, url: string): string {
    const table = testApp.app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n');
    const at = table.findIndex((line) => line.includes(`${url} (`) && line.includes(method));
    expect(at, `${method} ${url} in the route table`).toBeGreaterThanOrEqual(0);
    const hooks: string[] = [];
    for (const line of table.slice(at + 1)) {
      if (!line.includes('•')) break;
      hooks.push(line);
    }
    return hooks.filter((line) => line.includes('(preValidation)')).join('\n');
  }

  it('is on every back-office route, and on no other', () => {
    expect(testApp.app.adminRoutes.length).toBeGreaterThan(10);
    for (const route of testApp.app.adminRoutes.slice(0, 5)) {
      expect(preValidationOf(route.method, route.url)).toContain('checkStaffAccess');
    }
    expect(preValidationOf('GET', '/api/health')).not.toContain('checkStaffAccess');
    expect(preValidationOf('POST', '/api/shop/get-products-by-collection')).not.toContain('checkStaffAccess');
  });
});
