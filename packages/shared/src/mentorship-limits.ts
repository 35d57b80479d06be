/** Bounds of the mentorship fields (docs/architecture.md 14.4), shared by the schemas and the forms. */

export const EXPERTISE_TAG_MAX = 40;

export const MENTOR_CAPACITY_MIN = 1;

export const MENTOR_CAPACITY_MAX = 5;

export const GOALS_MAX = 2000;

export const APPLICATION_MESSAGE_MAX = 2000;
