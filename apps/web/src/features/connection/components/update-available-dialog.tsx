import * as Progress from '@radix-ui/react-progress';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { useChangelog } from '../api/get-changelog';
import { useUpdateCountdown } from '../hooks/use-update-countdown';
import { applyUpdate } from '../lib/apply-update';

const CHANGELOG_FALLBACK = 'A new version is available with improvements and bug fixes.';

const keepOpen = (event: Event) => event.preventDefault();

function Changelog() {
  const { data, isPending, isError } = useChangelog(true);
  if (isPending) {
    return <p className="text-muted">Loading what's new…</p>;
  }
  const html = isError ? '' : sanitizeHtml(data.html);
  if (!html.trim()) {
    return <p>{CHANGELOG_FALLBACK}</p>;
  }
  return (
    <div
      className="space-y-2 [&_a]:text-link [&_a]:underline [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
      // Sanitized through an allow-list of formatting tags (lib/sanitize-html).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the changelog is server HTML, sanitized above.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The forced 'Update Available' dialog for one new version: no close, counts down, then updates. */
export function UpdateAvailableDialog({ version }: { version: string }) {
  const applied = useRef(false);
  const update = () => {
    if (!applied.current) {
      applied.current = true;
      applyUpdate(version);
    }
  };
  const { seconds, percent } = useUpdateCountdown(update);

  return (
    <Dialog open>
      <DialogContent
        title="Update Available"
        description={`Version ${version} is ready. The app will update in a few moments.`}
        hideClose
        onEscapeKeyDown={keepOpen}
        onPointerDownOutside={keepOpen}
        onInteractOutside={keepOpen}
      >
        <div className="max-h-[40vh] overflow-y-auto text-sm">
          <Changelog />
        </div>
        <div className="mt-4 space-y-2">
          <p className="text-sm">Auto-updating in {seconds}s</p>
          <Progress.Root
            value={percent}
            aria-label="Update progress"
            className="relative h-2 overflow-hidden rounded-full bg-surface"
          >
            <Progress.Indicator className="h-full bg-primary" style={{ width: `${percent}%` }} />
          </Progress.Root>
        </div>
        <div className="mt-5 flex justify-end">
          <Button onClick={update}>Update Now</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
