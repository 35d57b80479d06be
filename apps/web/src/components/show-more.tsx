import { Button } from '@/components/ui/button';

/** The part of an infinite query (TanStack Query) the button reads. */
interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Loads the next page of a paged list; nothing once the last page is there. */
export function ShowMore({ query, label = 'Show more' }: { query: NextPages; label?: string }) {
  if (!query.hasNextPage) {
    return null;
  }
  return (
    <div className="flex justify-center">
      <Button
        variant="outline"
        onClick={() => void query.fetchNextPage()}
        disabled={query.isFetchingNextPage}
      >
        {query.isFetchingNextPage ? 'Loading…' : label}
      </Button>
    </div>
  );
}
