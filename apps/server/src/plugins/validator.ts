import { refuseNul } from '@app/shared/no-nul';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The zod validator of every route, refusing a NUL character anywhere in the params, query or body
 * first (400 VALIDATION_ERROR naming the field): PostgreSQL text cannot store one.
 */
export const routeValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({
    ...route,
    schema: route.schema instanceof z.ZodType ? refuseNul(route.schema) : route.schema,
  });
