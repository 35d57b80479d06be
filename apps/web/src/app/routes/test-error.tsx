/** A page that always fails to render: lets end-to-end tests exercise the error card and report. */
export function Component(): never {
  throw new Error('Test error: this page fails on purpose (diagnostic route)');
}
