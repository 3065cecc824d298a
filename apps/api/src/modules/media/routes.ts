// The media library: marketing uploads a brand's pictures and picks from them; everyone reads the
// re-encoded files at /media/library/, named once and never changed, so they are cached for good.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@loyalty/contracts/errors';
import {
  adminMediaItemSchema,
  adminMediaListResponseSchema,
  adminMediaQuerySchema,
  adminMediaUploadFieldsSchema,
  maxMediaUploadBytes,
  mediaLibraryFileParamsSchema,
  minMediaUploadWidth,
  parseLibraryPath,
} from '@loyalty/contracts/media';
import { notFound } from '../../lib/domain-error.ts';
import { HttpError } from '../../plugins/errors.ts';
import { readSingleFileForm, singleFileFormLimits, type SingleFileFormSpec } from '../../plugins/single-file-form.ts';
import { actorOf } from '../admin/access.ts';
import { adminErrors } from '../admin/routes/errors.ts';
import { cacheControl } from '../../plugins/static-web.ts';
import { encodeLibraryPicture } from './encode.ts';
import { addToLibrary, libraryFile, listLibrary } from './library.ts';

const marketing = ['marketing'] as const;
const uploadForm: SingleFileFormSpec = { fileField: 'file', maxFileBytes: maxMediaUploadBytes, fileNoun: 'picture' };
const fieldsSchema = adminMediaUploadFieldsSchema.strict();

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // In this plugin's scope only, with this form's limits (the customers' verification upload has its own).
  await app.register(multipart, { limits: singleFileFormLimits(uploadForm), throwFileSizeLimit: true });

  app.post(
    '/api/admin/media',
    {
      config: { adminAccess: marketing },
      schema: {
        tags: ['admin'],
        summary: "Uploads a picture into a brand's media library",
        description:
          `multipart/form-data: brand (glo or ogo), kind (cover or content, default cover) and one \`file\`: JPEG, PNG ` +
          `or WebP by its content (not its name or declared type), at most ${maxMediaUploadBytes / 1024 / 1024} MB and ` +
          `at least ${minMediaUploadWidth} px wide. Stored as WebP 320 and 640 px wide, turned upright, without EXIF ` +
          'or any other metadata. 400 naming the field, 413 for a larger file, 415 for another format.',
        consumes: ['multipart/form-data'],
        response: { 200: adminMediaItemSchema, ...adminErrors, 413: errorResponseSchema, 415: errorResponseSchema },
      },
    },
    async (request) => {
      const form = await readSingleFileForm(request, uploadForm);
      const parsed = fieldsSchema.safeParse(form.fields);
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
      if (!form.file || form.file.length === 0) problems.push({ field: 'body.file', message: 'Required' });
      if (problems.length > 0 || !parsed.success || !form.file) {
        throw new HttpError(400, 'validation_failed', 'Some fields are missing or invalid.', problems);
      }
      const picture = await encodeLibraryPicture(form.file);
      return addToLibrary(
        db,
        { brand: parsed.data.brand, kind: parsed.data.kind, fileName: form.fileName, picture },
        actorOf(request),
      );
    },
  );

  app.get(
    '/api/admin/media',
    {
      config: { adminAccess: marketing },
      schema: {
        tags: ['admin'],
        summary: "One brand's media library, newest first, to pick a picture from",
        querystring: adminMediaQuerySchema,
        response: { 200: adminMediaListResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { brand, kind, query, page, per_page: perPage } = request.query;
      return { ...(await listLibrary(db, { brand, kind, query }, { page, perPage })), page, per_page: perPage };
    },
  );

  app.get(
    '/media/library/:file',
    {
      schema: {
        // A file like the other /media/ files (served by static-web, outside the API document), not an API call.
        hide: true,
        tags: ['media'],
        summary: 'A picture of the media library in one width (WebP)',
        params: mediaLibraryFileParamsSchema,
        security: [],
      },
    },
    async (request, reply) => {
      const parsed = parseLibraryPath(`/media/library/${request.params.file}`);
      const bytes = parsed ? await libraryFile(db, parsed.brand, parsed.key, parsed.width) : null;
      if (!bytes) throw notFound(`No picture ${request.params.file}.`);
      return reply.type('image/webp').header('cache-control', cacheControl.immutable).send(bytes);
    },
  );
};

export default mediaRoutes;
