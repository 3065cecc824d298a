// Scan calls of spec section 7 and the redemption call: thin handlers; ids always come from (or are checked against)
// the session.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mainShopBrand } from '@loyalty/contracts/brand';
import type { FieldError } from '@loyalty/contracts/errors';
import { multiscanFieldsSchema, scanKindSchema } from '@loyalty/contracts/scan';
import { DomainError } from '../../lib/domain-error.ts';
import { HttpError } from '../../plugins/errors.ts';
import { assertOwnCustomer, ownCustomerId, requireSession } from '../../plugins/session.ts';
import { detectMultiscanMime } from './decoder.ts';
import { multiscanJobHandler } from './multiscan-job.ts';
import {
  createMultiscanUpload,
  fullBalanceOf,
  monthCounters,
  multiscanQueue,
  multiscanStatusOf,
  redeemScanCode,
  saveManager,
  scanCountOf,
  scanHistoryOf,
  scanMessage,
  scanPercent,
} from './service.ts';
import { headerRefusal, imageHeader, maxImageMegapixels } from './image-header.ts';
import { imageField, multiscanUploadLimits, readMultiscanForm } from './upload.ts';
import * as endpoints from '@loyalty/contracts/endpoints/scan';
import { routeOf } from '../../lib/endpoint-route.ts';

/** The error codes of a refused scan, counted by /metrics. */
const scanRefusals = new Set<string>(['invalid_code', 'unknown_code', 'already_used', 'limit_reached']);

// NOTE: redemption has no budget of its own beyond the app-wide per-IP limit: codes are 12 characters of 25 (about
// 6e16 of them), so guessing at RATE_LIMIT_PER_MINUTE is hopeless, and a tighter per-IP cap would refuse honest
// customers scanning behind one shop's NAT. Uploads are heavy (up to 8 MB and a decoding job each): 10 a minute.
const uploadBudget = { rateLimit: { max: 10, timeWindow: '1 minute' } } as const;

const scanRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const monthlyLimit = app.config.scan.monthlyLimit;
  // Encapsulated in this plugin: only the multi-scan upload takes multipart bodies, within its own limits.
  await app.register(multipart, { limits: multiscanUploadLimits, throwFileSizeLimit: true });
  app.jobs.register(
    multiscanQueue,
    multiscanJobHandler({
      monthlyLimit,
      campaigns: app.campaigns,
      onScan: (outcome) => app.metrics.scans.inc({ channel: 'multiscan', outcome }),
    }),
    // Decoding is CPU work on worker threads: a few at once, customers taking turns so one burst holds nobody else.
    { concurrency: app.config.scan.decodeThreads, fairBy: 'customerId' },
  );

  app.route({
    ...(await routeOf(endpoints.redeem, {
      tags: ['scan'],
      summary: 'Redeem a pack code for XP',
      description:
        'Case, spaces and dashes are ignored; a scanned URL gives its code. 400 invalid_code, 404 unknown_code ' +
        '(also a code of the other brand), 409 already_used, 429 limit_reached (monthly limit).',
    })),
    handler: async (request) => {
      const session = requireSession(request);
      const { code, product, channel = 'manual' } = request.body;
      try {
        const answer = await redeemScanCode(db, {
          customerId: ownCustomerId(session, product),
          brand: product,
          rawCode: code,
          channel,
          monthlyLimit,
          campaigns: app.campaigns,
        });
        app.metrics.scans.inc({ channel, outcome: 'credited' });
        return answer;
      } catch (error) {
        // Refusals by reason (invalid_code, unknown_code, already_used, limit_reached); a 403 or 500 is not a scan.
        if (error instanceof DomainError && scanRefusals.has(error.code)) app.metrics.scans.inc({ channel, outcome: error.code });
        throw error;
      }
    },
  });

  app.route({
    ...(await routeOf(endpoints.getWideCount, {
      tags: ['scan'],
      summary: "This month's scan counters of one kind (scanCount: sticks, scanCountVelo: velo)",
      description: 'A bad product_variant answers 400 with code 400 and non-empty errors (the spec envelope).',
    })),
    handler: async (request, reply) => {
      const session = requireSession(request);
      const kind = scanKindSchema.safeParse(request.body.product_variant);
      if (!kind.success) {
        const errors: FieldError[] = [{ field: 'body.product_variant', message: 'Expected sticks or velo' }];
        return reply.code(400).send({ code: 400, data: null, errors });
      }
      const customerId = ownCustomerId(session, request.body.product ?? mainShopBrand);
      return { code: 200, data: await scanCountOf(db, customerId, kind.data, monthlyLimit), errors: [] };
    },
  });

  app.route({
    ...(await routeOf(endpoints.getMessage, {
      tags: ['scan'],
      summary: 'The scan screen message from this month’s counters',
    })),
    handler: async (request) => {
      const session = requireSession(request);
      const customerId = ownCustomerId(session, request.query.product ?? mainShopBrand);
      return { message: scanMessage(await monthCounters(db, customerId, monthlyLimit)) };
    },
  });

  app.route({
    ...(await routeOf(endpoints.saveManager, {
      tags: ['scan'],
      summary: "A sales consultant's attribution of the customer, set once",
      description: 'shopify_id must be the session customer of `brand` (403). Another manager later: 409 manager_already_set.',
    })),
    handler: async (request) => {
      const session = requireSession(request);
      const { shopify_id, manager, manager_from, brand } = request.body;
      assertOwnCustomer(session, brand, shopify_id);
      await saveManager(db, { customerId: shopify_id, brand, managerId: manager, managerFrom: manager_from });
      return { saved: true as const };
    },
  });

  app.route({
    ...(await routeOf(endpoints.getHistory, {
      tags: ['scan'],
      summary: 'Scan history of a brand, newest first, 20 per page',
    })),
    handler: async (request) => {
      const session = requireSession(request);
      return scanHistoryOf(db, ownCustomerId(session, request.body.variant), request.body.offset);
    },
  });

  app.route({
    ...(await routeOf(endpoints.getScanPercent, {
      tags: ['scan'],
      summary: 'Credited scans this month as a percentage of the monthly limit',
    })),
    handler: async (request) => {
      const session = requireSession(request);
      const customerId = ownCustomerId(session, request.query.product ?? mainShopBrand);
      return { percent: scanPercent(await monthCounters(db, customerId, monthlyLimit)) };
    },
  });

  app.route({
    ...(await routeOf(endpoints.getFullBalance, {
      tags: ['scan'],
      summary: "XP balances of the person's records in both brands",
    })),
    handler: async (request) => fullBalanceOf(db, requireSession(request)),
  });

  app.route({
    ...(await routeOf(endpoints.load, {
      tags: ['scan'],
      summary: 'Upload one photo of several packs; its codes are decoded and redeemed in the background',
      description:
        'multipart/form-data: phone, user_id, image_type, product and one `image` file (JPEG or PNG by its content, ' +
        'at most 8 MB). phone and user_id must be the session’s (403). 413 for a larger image (by its bytes, or by ' +
        'the size its header declares), 415 for another type, 429 `limit_reached` past MULTISCAN_UPLOADS_PER_HOUR photos ' +
        'of the customer in an hour.',
      consumes: ['multipart/form-data'],
    })),
    config: uploadBudget,
    handler: async (request, reply) => {
      // Before the body is read: an anonymous caller never gets to stream 8 MB at us.
      const session = requireSession(request);
      const form = await readMultiscanForm(request);
      const parsed = multiscanFieldsSchema.strict().safeParse(form.fields);
      const problems = [...form.problems];
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const keys = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.map(String).join('.')];
          for (const key of keys) {
            problems.push({
              field: `body.${key}`,
              message: issue.code === 'unrecognized_keys' ? 'Unexpected field' : issue.message,
            });
          }
        }
      }
      if (!form.image) problems.push({ field: `body.${imageField}`, message: 'Required' });
      if (problems.length > 0 || !parsed.success || !form.image) {
        throw new HttpError(400, 'validation_failed', 'Some fields are missing or invalid.', problems);
      }
      const { phone, user_id, product } = parsed.data;
      if (phone !== session.phone) {
        throw new HttpError(403, 'forbidden', 'This phone is not yours.', [
          { field: 'body.phone', message: 'Not the session phone' },
        ]);
      }
      assertOwnCustomer(session, product, user_id);
      const mime = detectMultiscanMime(form.image);
      if (!mime) {
        throw new HttpError(415, 'unsupported_media_type', 'The image must be a JPEG or PNG.', [
          { field: `body.${imageField}`, message: 'Not a JPEG or PNG image' },
        ]);
      }
      // A photo whose header already says it is too large is refused now, not after a decode job (one it cannot read
      // fails in the job with the decoder's reason, like any undecodable photo).
      if (headerRefusal(imageHeader(form.image, mime)) === 'too_large') {
        throw new HttpError(413, 'payload_too_large', `The image is larger than ${maxImageMegapixels} megapixels.`, [
          { field: `body.${imageField}`, message: `At most ${maxImageMegapixels} megapixels` },
        ]);
      }
      const upload = await createMultiscanUpload(db, {
        customerId: user_id,
        brand: product,
        image: form.image,
        imageMime: mime,
        perHour: app.config.scan.uploadsPerHour,
      });
      return reply.code(202).send({ upload: { id: upload.id, status: upload.status } });
    },
  });

  app.route({
    ...(await routeOf(endpoints.multiscanById, {
      tags: ['scan'],
      summary: 'Status and result of a multi-scan upload of the session person',
    })),
    handler: async (request) => multiscanStatusOf(db, requireSession(request), request.params.id),
  });
};

export default scanRoutes;
