// Response serialization compiled once per route from its zod schema: the schema becomes JSON Schema
// (z.toJSONSchema, output side) and fast-json-stringify turns it into a function that writes exactly the declared
// fields, which Fastify itself uses for JSON Schema routes. The zod type provider's own serializer parsed every answer
// with zod before JSON.stringify: a full validation of our own data on every call. The types are checked at compile
// time instead, and a field outside the schema is still never sent (fast-json-stringify writes declared fields only).
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type ZodSchema = z.ZodType;

function zodSchemaOf(schema: unknown): ZodSchema | null {
  if (schema instanceof z.ZodType) return schema;
  if (schema && typeof schema === 'object' && 'properties' in schema && schema.properties instanceof z.ZodType) {
    return schema.properties;
  }
  return null;
}

/** The JSON Schema fast-json-stringify compiles for a zod response schema. */
export function responseJsonSchema(schema: ZodSchema): Record<string, unknown> {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-07',
    // What JSON Schema cannot say (a custom check) is written as given; the TypeScript types vouch for it.
    unrepresentable: 'any',
  });
  return jsonSchema;
}

export const compiledSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const zodSchema = zodSchemaOf(schema);
  const stringify = fastJson((zodSchema ? responseJsonSchema(zodSchema) : schema) as Parameters<typeof fastJson>[0]);
  return (data: unknown) => stringify(data);
};
