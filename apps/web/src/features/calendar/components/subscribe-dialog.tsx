import { Check, Copy, RefreshCw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { apiErrorText } from '@/lib/api-error-text';
import { useFeedUrl, useReplaceFeedUrl } from '../api/feed-url';

const madeOn = (iso: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(new Date(iso));

function FeedLink({ url }: { url: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Your private calendar link</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={input}
          id={id}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="font-mono text-xs sm:text-xs"
        />
        <Button
          variant="secondary"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(url);
              setCopied('yes');
            } catch {
              input.current?.select();
              setCopied('no');
            }
          }}
        >
          {copied === 'yes' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied === 'yes' ? 'Copied' : 'Copy link'}
        </Button>
      </div>
      <p role="status" className="text-xs text-muted">
        {copied === 'yes'
          ? 'The link is on your clipboard.'
          : copied === 'no'
            ? 'Copying is not allowed here: the link is selected, copy it with your keyboard.'
            : 'Add it to your calendar app as a subscription ("From URL"). Keep it private: anyone with it sees your meetings.'}
      </p>
    </div>
  );
}

/** "Subscribe": shows and copies my private feed URL, with "Replace link" behind a confirmation. */
export function SubscribeDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const feed = useFeedUrl(open);
  const replace = useReplaceFeedUrl();
  const [confirming, setConfirming] = useState(false);
  const busy = replace.isPending;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) {
          setConfirming(false);
          onOpenChange(next);
        }
      }}
    >
      <DialogContent
        title={confirming ? 'Replace the link?' : 'Subscribe'}
        description={
          confirming ? undefined : 'Your calendar app keeps the group’s meetings up to date from this link.'
        }
      >
        {confirming ? (
          <div className="space-y-4">
            <p className="text-sm">
              Calendars subscribed with the current link stop updating; you add the new link to them again.
            </p>
            {replace.isError ? (
              <p
                role="alert"
                className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-200"
              >
                {apiErrorText(replace.error, 'The link could not be replaced. Please try again.')}
              </p>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setConfirming(false)} disabled={busy}>
                Keep the link
              </Button>
              <Button
                variant="destructive"
                disabled={busy}
                onClick={() => replace.mutate(undefined, { onSuccess: () => setConfirming(false) })}
              >
                {busy ? 'Working…' : 'Replace link'}
              </Button>
            </div>
          </div>
        ) : (
          <div className="space-y-4">
            {feed.isPending ? (
              <div role="status" aria-label="Loading your link" className="space-y-2">
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-10 w-full" />
              </div>
            ) : feed.isError ? (
              <p role="alert" className="text-sm text-red-800 dark:text-red-200">
                {apiErrorText(feed.error, 'Your link could not be loaded. Please try again.')}
              </p>
            ) : feed.data.url ? (
              <FeedLink url={feed.data.url} />
            ) : (
              <p className="text-sm">
                Your private link was made on {madeOn(feed.data.createdAt)}. It is shown only once, when it is
                made; replace it to see a new one.
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-between">
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Close
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(true)} disabled={feed.isPending}>
                <RefreshCw aria-hidden="true" />
                Replace link
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
