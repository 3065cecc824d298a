// Decorates the app with app.delivery: the Nova Poshta directory in use (stored snapshot or shipped copy, refreshed from
// the API when configured), the parcel tracker, and the iPost courier service with its token.
import type { FastifyInstance } from 'fastify';
import type { Executor } from '@loyalty/db/client';
import fp from 'fastify-plugin';
import type { DeliveryDirectory } from '../../providers/novaposhta/directory.ts';
import { LocalDirectory } from '../../providers/novaposhta/local-directory.ts';
import { localDirectoryData } from '../../providers/novaposhta/local-directory-data.ts';
import { createNovaPoshtaClient } from '../../providers/novaposhta/client.ts';
import { snapshotFromApi } from '../../providers/novaposhta/snapshot.ts';
import { createLocalTariff, createNovaPoshtaTariff, type DeliveryTariff } from '../../providers/novaposhta/tariff.ts';
import { createLocalTracker, createNovaPoshtaTracker, type ParcelTracker } from '../../providers/novaposhta/tracking.ts';
import { courierTokenCache, type CourierService, type CourierTokenSource } from '../../providers/ipost/provider.ts';
import { createLocalCourierService } from '../../providers/ipost/local.ts';
import { createIpostCourierService } from '../../providers/ipost/http.ts';
import { newestSnapshotId, snapshotById, storeSnapshot } from './repository.ts';

export interface DirectoryRefreshResult {
  id: number;
  takenAt: string;
  cities: number;
  branches: number;
}

/** Writes the audit entry of a refresh in the transaction that stores its snapshot (the operator's refresh). */
export type RefreshAudit = (tx: Executor, result: DirectoryRefreshResult) => Promise<void>;

export interface DeliveryServices {
  /** The directory answers are read from: the newest stored snapshot, else the copy shipped with the app. */
  directory(): DeliveryDirectory;
  /** Serves the newest stored snapshot if it is newer than the one in memory (checked at most every 5 minutes). */
  load(): Promise<void>;
  /** Takes a snapshot from Nova Poshta now, stores it and serves it; rejects (keeping the old copy) on any failure. */
  refresh(audit?: RefreshAudit): Promise<DirectoryRefreshResult>;
  /** refresh() with its outcome logged (the job and the `delivery:refresh` command). */
  refreshNow(reason: string, audit?: RefreshAudit): Promise<DirectoryRefreshResult>;
  /**
   * The carrier tariff of the delivery estimate: Nova Poshta with a key, the local stand-in without one outside
   * production, none in production without a key (an invented price must not reach a customer).
   */
  readonly tariff: DeliveryTariff | null;
  /** Whether NOVAPOSHTA_API_KEY is set, i.e. refresh() can work. */
  readonly canRefresh: boolean;
  /**
   * Where shipped Nova Poshta parcels are: the carrier's tracking with NOVAPOSHTA_API_KEY, else a local stand-in in
   * development and tests; none in production without a key (no receipt is ever invented there).
   */
  readonly parcels: ParcelTracker | null;
  readonly courier: CourierService;
  readonly courierToken: CourierTokenSource;
  /** Swaps the courier service (tests use a failing fake); the token cache starts afresh with it. */
  useCourier(service: CourierService): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    delivery: DeliveryServices;
  }
}

export interface DeliveryPluginOptions {
  /** Tests pass their own courier; otherwise IPOST_* configuration decides. */
  courier?: CourierService;
}

/**
 * The delivery services of the app that owns a database handle: operator commands get the database, not the app, and
 * `delivery:refresh` must swap the directory the running app serves.
 */
const servicesByDatabase = new WeakMap<object, DeliveryServices>();

export function deliveryServicesOf(database: object): DeliveryServices | undefined {
  return servicesByDatabase.get(database);
}

/** How often a process looks for a newer stored directory than the one it serves. */
const recheckMs = 5 * 60 * 1000;

/** Stored snapshots kept: the newest serves, the two before it let an operator compare or roll back by hand. */
export const keptSnapshots = 3;

async function deliveryPlugin(app: FastifyInstance, options: DeliveryPluginOptions): Promise<void> {
  const { novaPoshta, ipost } = app.config;
  let directory: LocalDirectory = new LocalDirectory(localDirectoryData);
  /** The stored row being served (null: the shipped copy), and when the newest row was last looked up. */
  let currentId: number | null = null;
  let checkedAt = 0;
  let syncing: Promise<void> | undefined;

  let courier: CourierService =
    options.courier ??
    (ipost.provider === 'http'
      ? createIpostCourierService({ baseUrl: ipost.baseUrl, login: ipost.login, password: ipost.password, paths: ipost.paths })
      : createLocalCourierService());
  let courierToken = courierTokenCache(courier);

  /**
   * Serves the newest stored row. Run at the first request after readiness (the database may still be migrating when the
   * plugin starts) and again every few minutes: with several API processes only one runs the refresh job, and the
   * others pick its row up here. Row ids grow, so an older row read late never replaces a newer one.
   */
  const sync = (): Promise<void> => {
    if (Date.now() - checkedAt < recheckMs) return Promise.resolve();
    syncing ??= (async () => {
      try {
        const newest = await newestSnapshotId(app.database.db);
        if (newest !== undefined && (currentId === null || newest > currentId)) {
          const stored = await snapshotById(app.database.db, newest);
          if (stored && (currentId === null || newest > currentId)) {
            directory = new LocalDirectory(stored);
            currentId = newest;
          }
        }
        checkedAt = Date.now();
      } catch (error) {
        // Try again in half a minute, not on every request: an outage must not be hammered and logged per call.
        checkedAt = Date.now() - recheckMs + 30_000;
        app.log.error({ err: error }, 'could not read the stored delivery directory; the copy in memory stays');
      } finally {
        syncing = undefined;
      }
    })();
    return syncing;
  };

  const tariff: DeliveryTariff | null =
    novaPoshta.apiKey !== undefined
      ? createNovaPoshtaTariff(createNovaPoshtaClient({ apiKey: novaPoshta.apiKey, url: novaPoshta.apiUrl, timeoutMs: 5000 }))
      : app.config.isProduction
        ? null
        : createLocalTariff();

  const services: DeliveryServices = {
    directory: () => directory,
    tariff,
    load: sync,
    canRefresh: novaPoshta.apiKey !== undefined,
    parcels:
      novaPoshta.apiKey !== undefined
        ? createNovaPoshtaTracker(createNovaPoshtaClient({ apiKey: novaPoshta.apiKey, url: novaPoshta.apiUrl }))
        : app.config.isProduction
          ? null
          : createLocalTracker(),
    async refresh(audit) {
      if (novaPoshta.apiKey === undefined) throw new Error('NOVAPOSHTA_API_KEY is not set');
      const client = createNovaPoshtaClient({ apiKey: novaPoshta.apiKey, url: novaPoshta.apiUrl });
      const snapshot = await snapshotFromApi(client);
      const next = new LocalDirectory(snapshot);
      const id = await app.database.db.transaction(async (tx) => {
        const stored = await storeSnapshot(tx, snapshot, keptSnapshots);
        await audit?.(tx, { id: stored, takenAt: snapshot.takenAt, cities: snapshot.cities.length, branches: snapshot.branches.length });
        return stored;
      });
      if (currentId === null || id > currentId) {
        directory = next;
        currentId = id;
      }
      checkedAt = Date.now();
      return { id, takenAt: snapshot.takenAt, cities: snapshot.cities.length, branches: snapshot.branches.length };
    },
    async refreshNow(reason, audit) {
      try {
        const result = await services.refresh(audit);
        app.log.info({ ...result, reason }, 'delivery directory refreshed from Nova Poshta');
        return result;
      } catch (error) {
        app.log.error({ err: error, reason }, 'delivery directory refresh failed; the previous copy stays in use');
        throw error;
      }
    },
    get courier() {
      return courier;
    },
    get courierToken() {
      return courierToken;
    },
    useCourier(service) {
      courier = service;
      courierToken = courierTokenCache(service);
    },
  };
  app.decorate('delivery', services);
  servicesByDatabase.set(app.database, services);

  // Every request after readiness sees the stored copy (orders read branches too), not only the delivery routes.
  // A callback hook: the usual path (checked less than recheckMs ago) does no work and allocates no promise.
  app.addHook('onRequest', (_request, _reply, done) => {
    if (!app.readiness.isReady || Date.now() - checkedAt < recheckMs) return done();
    sync().then(() => done(), done);
  });
}

export default fp(deliveryPlugin, { name: 'delivery', dependencies: ['config', 'db', 'readiness'] });
