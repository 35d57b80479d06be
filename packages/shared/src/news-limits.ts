/** Bounds of a news post (docs/architecture.md 14.5), shared by the schema and the form. */

export const NEWS_TITLE_MAX = 200;

export const NEWS_BODY_MAX = 5000;
