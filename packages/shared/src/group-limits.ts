/** Bounds of a group's fields (docs/architecture.md 14.2), shared by the schemas and the forms. */

export const GROUP_NAME_MAX = 120;

export const GROUP_LOCATION_MAX = 200;

export const GROUP_CAPACITY_MAX = 10_000;

export const MEETING_DURATION_MAX = 24 * 60;
