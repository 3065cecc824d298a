// Decorates the app with app.orderEvents: the bus the order lifecycle publishes to, made of subscribers.ts's list
// with this app's settings. Every flow that moves an order (create, cancel, payments, operator actions, ops commands)
// is handed this bus, so two apps in one process never share subscribers or settings.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOrderEvents, type OrderEvents } from './events.ts';
import { orderSubscribers } from './subscribers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    orderEvents: OrderEvents;
  }
}

async function ordersPlugin(app: FastifyInstance): Promise<void> {
  app.decorate('orderEvents', createOrderEvents(orderSubscribers({ referral: app.config.referral, campaigns: app.campaigns })));
}

export default fp(ordersPlugin, { name: 'orders', dependencies: ['campaigns'] });
