import { z } from 'zod';

import { ID_MAX } from './row-id';

/**
 * Row ids are PostgreSQL `integer` (serial) columns: 1..2147483647 (row-id.ts). A larger or
 * smaller id is bad input (400), never a database error. Every id a client sends goes through one
 * of these.
 */

/** Message, audit and outbox ids are 64-bit; a JSON number is exact up to 2^53. */
export const BIG_ID_MAX = Number.MAX_SAFE_INTEGER;

const idMessage = 'Must be a valid id';

/** An id in a JSON body. */
export const rowId = z.number().int(idMessage).min(1, idMessage).max(ID_MAX, idMessage);

/** An id in a path or a query string (text turned into a number). */
export const pathId = z.coerce.number().int(idMessage).min(1, idMessage).max(ID_MAX, idMessage);

/** A 64-bit id (messages) in a path or a query string. */
export const pathBigId = z.coerce.number().int(idMessage).min(1, idMessage).max(BIG_ID_MAX, idMessage);
