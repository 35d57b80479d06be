/**
 * Row ids are PostgreSQL `integer` (serial) columns: 1..2147483647. Apart from the zod schemas of
 * ids.ts so that code without zod (channel names) can check them.
 */
export const ID_MAX = 2_147_483_647;

/** Whether a number is a possible row id (for ids parsed outside zod, e.g. channel names). */
export const isRowId = (value: number): boolean => Number.isInteger(value) && value >= 1 && value <= ID_MAX;
