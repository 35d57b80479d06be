/** Bounds of a meeting's fields (docs/architecture.md 14.3), shared by the schemas and the forms. */

export const MEETING_TITLE_MAX = 160;

export const MEETING_LOCATION_MAX = 200;

export const MEETING_AGENDA_MAX = 5000;

/** The longest meeting one may create or edit (a full day). */
export const MEETING_MAX_MINUTES = 24 * 60;

export const SUBSTITUTION_CONTENT_MAX = 1000;
