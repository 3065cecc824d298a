// Decorates the app with app.campaigns: this app's campaigns engine (its short cache of running campaigns), handed to
// every flow that reports a fact (scans, the order events, registration, the ops command line) and dropped by every
// change made through the back-office.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CampaignEngine } from './engine.ts';

declare module 'fastify' {
  interface FastifyInstance {
    campaigns: CampaignEngine;
  }
}

async function campaignsPlugin(app: FastifyInstance): Promise<void> {
  app.decorate('campaigns', new CampaignEngine());
}

export default fp(campaignsPlugin, { name: 'campaigns' });
