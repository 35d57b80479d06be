import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The body of a route that reads it itself, after checks of its own (a webhook's signature):
     * /api/docs/json documents it as the requestBody; Fastify does not validate it.
     */
    documentedBody?: z.ZodType;
  }
}

/**
 * The body of a multipart route that documents none: one file in the field `file`. The avatar
 * upload is the only multipart route (@fastify/multipart is registered for it alone, one file and
 * no other field).
 */
const UPLOAD_BODY = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', format: 'binary', description: 'The file, in the field "file"' } },
};

/**
 * How a route appears in /api/docs/json (docs/architecture.md 6): its zod schemas as JSON Schema, plus the
 * bodies Fastify does not validate itself, so the document describes every input of every call
 * (the generated request suite of docs/architecture.md 9 builds its requests from it).
 */
export const openApiTransform: SwaggerTransform<FastifySchema> = (input) => {
  const { documentedBody, ...schema } = input.schema ?? {};
  if (documentedBody && !schema.body) {
    return jsonSchemaTransform({ ...input, schema: { ...schema, body: documentedBody } });
  }
  const transformed = jsonSchemaTransform({ ...input, schema });
  const multipart = schema.consumes?.includes('multipart/form-data') ?? false;
  if (multipart && !schema.body && !transformed.schema.hide) {
    return { ...transformed, schema: { ...transformed.schema, body: UPLOAD_BODY } };
  }
  return transformed;
};
