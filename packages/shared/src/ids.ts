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

/**
 * Text of an id in a path or a query string becomes a number only when it is digits alone (1 to
 * `maxDigits`): `+1`, `1 `, `0x10`, `1e3`, `-1` stay text and are refused, never read as another id
 * (docs/architecture.md 15.9). A number (a caller parsing its own values) passes through.
 */
const idText = (maxDigits: number) => {
  const digits = new RegExp(`^\\d{1,${maxDigits}}$`);
  return (value: unknown) => (typeof value === 'string' && digits.test(value) ? Number(value) : value);
};

/** An id in a path or a query string (digits only, turned into a number). */
export const pathId = z.preprocess(
  idText(15),
  z.number(idMessage).int(idMessage).min(1, idMessage).max(ID_MAX, idMessage),
);

/** A 64-bit id (messages) in a path or a query string. */
export const pathBigId = z.preprocess(
  idText(16),
  z.number(idMessage).int(idMessage).min(1, idMessage).max(BIG_ID_MAX, idMessage),
);
