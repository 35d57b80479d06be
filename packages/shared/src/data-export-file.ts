/** The file name of the personal data export, without zod. */

export const DATA_EXPORT_FILE_NAME = 'my-chapter-data.json';
