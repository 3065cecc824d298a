// Makes the database handle available as app.database; whoever opened the handle closes it (server or test).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '@loyalty/db/client';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

async function dbPlugin(app: FastifyInstance, options: { database: DatabaseHandle }): Promise<void> {
  app.decorate('database', options.database);
}

export default fp(dbPlugin, { name: 'db' });
