import { Spinner } from '@/components/ui/spinner';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { useChangelog } from '../api/get-changelog';

/** The release notes from the server, with only simple formatting kept. */
export function Changelog() {
  const { data, isLoading, isError } = useChangelog();
  if (isLoading) {
    return <Spinner label="Loading the changelog" />;
  }
  if (isError || !data) {
    return <p className="text-sm text-muted">The changelog could not be loaded. Please try again later.</p>;
  }
  return (
    <div
      className="space-y-6 text-sm leading-relaxed [&_h3]:text-base [&_h3]:font-semibold [&_li]:mt-1.5 [&_p]:mt-1 [&_p]:text-muted [&_section]:rounded-xl [&_section]:border [&_section]:border-border [&_section]:bg-card [&_section]:p-5 [&_small]:ml-2 [&_small]:font-normal [&_small]:text-muted [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-5"
      // The server's HTML, sanitised: no scripts, attributes or foreign tags survive.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(data.html) }}
    />
  );
}
