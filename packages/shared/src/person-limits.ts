/** Bounds of a person's fields and of list pages, shared by the schemas and the forms (no zod). */

export const PERSON_NAME_MAX = 120;
export const COMPANY_NAME_MAX = 160;
export const PHONE_INPUT_MAX = 32;
export const CLASSIFICATION_MAX = 120;
export const BIO_MAX = 2000;
export const WEBSITE_MAX = 300;
export const EMAIL_MAX = 254;
export const SEARCH_MAX = 100;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;
