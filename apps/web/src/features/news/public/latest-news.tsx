import type { NewsItem } from '@app/shared/news';
import Megaphone from 'lucide-react/icons/megaphone';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useNews } from '../api/get-news';
import { useNewsLive } from '../hooks/use-news-live';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function NewsEntry({ item }: { item: NewsItem }) {
  return (
    <li className="space-y-1 rounded-xl border border-border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 flex-1 font-semibold break-words">{item.title}</h3>
        {item.groupId === null ? <Badge tone="brand">Announcement</Badge> : null}
      </div>
      <p className="text-xs text-muted">
        <time dateTime={item.publishedAt}>{dateTime.format(new Date(item.publishedAt))}</time>
        {item.author ? ` · ${item.author.name}` : ''}
      </p>
      <p className="text-sm whitespace-pre-wrap break-words">{item.body}</p>
    </li>
  );
}

/**
 * The latest group news and announcements, kept live (`news:{groupId}` and `news`). Reusable: the
 * home page and the leadership's messaging page show it.
 */
export function LatestNews({ limit = 5, title = 'Latest news' }: { limit?: number; title?: string }) {
  const headingId = useId();
  const news = useNews(limit);
  useNewsLive();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <Megaphone className="size-5 text-muted" aria-hidden="true" />
        {title}
      </h2>
      {news.isPending ? (
        <div role="status" aria-label="Loading news" className="h-16 animate-pulse rounded-xl bg-surface" />
      ) : news.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span>The news could not be loaded.</span>
          <Button variant="outline" size="sm" onClick={() => void news.refetch()}>
            Try again
          </Button>
        </div>
      ) : news.data.items.length === 0 ? (
        <p className="text-sm text-muted">No news yet.</p>
      ) : (
        <ul aria-labelledby={headingId} className="space-y-2">
          {news.data.items.map((item) => (
            <NewsEntry key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
