/** Field bounds of the slips (docs/architecture.md 14.4), shared by the schemas and the forms. */

export const NOTES_MAX = 2000;
export const LOCATION_MAX = 200;
export const TITLE_MAX = 200;
export const TESTIMONIAL_MIN = 20;
export const TESTIMONIAL_MAX = 2000;
export const CREDITS_MIN = 0.5;
export const CREDITS_MAX = 10;
/** numeric(14, 2): at most 12 digits before the point. */
export const AMOUNT_INTEGER_DIGITS = 12;
