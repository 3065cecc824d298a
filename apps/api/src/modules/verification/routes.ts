// Age verification calls of /verification: submit a document photo with data, and read the person's status.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submitVerificationFieldsSchema } from '@loyalty/contracts/verification';
import { HttpError } from '../../plugins/errors.ts';
import { requireSession } from '../../plugins/session.ts';
import { detectPhotoMime } from './image-type.ts';
import { submitVerification, verificationStatusOf } from './service.ts';
import { photoField, readUploadedForm, uploadLimits } from './upload.ts';
import * as endpoints from '@loyalty/contracts/endpoints/verification';
import { routeOf } from '../../lib/endpoint-route.ts';

/** The text fields exactly: an unknown field is a client bug worth a 400, not something to store or ignore. */
const fieldsSchema = submitVerificationFieldsSchema.strict();

const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // Registered here, not app-wide: this is the one route that takes multipart bodies, and only within these limits.
  await app.register(multipart, { limits: uploadLimits, throwFileSizeLimit: true });

  app.route({
    ...(await routeOf(endpoints.submit, {
      tags: ['verification'],
      summary: 'Submit a document photo and data for age verification',
      description:
        'multipart/form-data: document_type, first_name, last_name, birth_date and one `photo` file (JPEG, PNG or ' +
        'WebP by its content, at most 5 MB). 400 naming the field or under_age, 409 when verified or pending, ' +
        '413 for a larger photo, 415 for another file type.',
      consumes: ['multipart/form-data'],
    })),
    handler: async (request, reply) => {
      // Before the body is read: an anonymous caller never gets to stream 5 MB at us.
      const session = requireSession(request);
      const form = await readUploadedForm(request);
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
      if (!form.photo) problems.push({ field: `body.${photoField}`, message: 'Required' });
      if (problems.length > 0 || !parsed.success || !form.photo) {
        throw new HttpError(400, 'validation_failed', 'Some fields are missing or invalid.', problems);
      }
      const photoMime = detectPhotoMime(form.photo);
      if (!photoMime) {
        throw new HttpError(415, 'unsupported_media_type', 'The photo must be a JPEG, PNG or WebP image.', [
          { field: `body.${photoField}`, message: 'Not a JPEG, PNG or WebP image' },
        ]);
      }
      const status = await submitVerification(db, session.phone, {
        documentType: parsed.data.document_type,
        firstName: parsed.data.first_name,
        lastName: parsed.data.last_name,
        birthDate: parsed.data.birth_date,
        photo: form.photo,
        photoMime,
      });
      return reply.code(201).send(status);
    },
  });

  app.route({
    ...(await routeOf(endpoints.status, {
      tags: ['verification'],
      summary: "The person's latest verification request and whether they are age-verified",
    })),
    handler: async (request) => {
      const session = requireSession(request);
      return verificationStatusOf(db, session.phone);
    },
  });
};

export default verificationRoutes;
