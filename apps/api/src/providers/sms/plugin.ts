// Decorates the app with app.sms, the configured SMS gateway behind the recording SMS service.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SmsProvider } from './provider.ts';
import { createSmsProvider, createSmsService, type SmsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsService;
  }
}

export interface SmsPluginOptions {
  /** Tests pass a provider of their own; otherwise SMS_PROVIDER decides. */
  provider?: SmsProvider;
}

async function smsPlugin(app: FastifyInstance, options: SmsPluginOptions): Promise<void> {
  const provider = options.provider ?? createSmsProvider(app.config.sms);
  app.decorate(
    'sms',
    createSmsService(
      app.database.db,
      provider,
      { resendSeconds: app.config.otp.resendSeconds, caps: app.config.smsCaps },
      (outcome) => app.metrics.sms.inc({ outcome }),
    ),
  );
}

export default fp(smsPlugin, { name: 'sms', dependencies: ['config', 'db', 'metrics'] });
