// Decorates the app with app.mail, the configured mail provider behind the recording mail service.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailProvider } from './provider.ts';
import { createMailProvider, createMailService, type MailService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

export interface MailPluginOptions {
  /** Tests pass a provider of their own; otherwise MAIL_PROVIDER decides. */
  provider?: MailProvider;
}

async function mailPlugin(app: FastifyInstance, options: MailPluginOptions): Promise<void> {
  const mail = createMailService(app.database.db, options.provider ?? createMailProvider(app.config.mail));
  app.decorate('mail', mail);
  app.addHook('onClose', async () => mail.close());
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['config', 'db'] });
