// Request validation of every route: the text rule of @loyalty/contracts/text first (no control characters or broken
// Unicode in any string of a body, query or params: a 400 naming the field, never a database error), then the route's
// own zod schema through the zod type provider.
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { firstUnsafeTextPath, unsafeTextMessage } from '@loyalty/contracts/text';

export const guardedValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (routeSchema) => {
  const validate = validatorCompiler(routeSchema);
  return (data: unknown) => {
    const path = firstUnsafeTextPath(data);
    if (path !== null) {
      // The shape Fastify gives validation errors: the errors plugin turns it into 400 validation_failed with the field.
      return { error: [{ keyword: 'unsafe_text', instancePath: path, schemaPath: '', params: {}, message: unsafeTextMessage }] };
    }
    return validate(data);
  };
};
