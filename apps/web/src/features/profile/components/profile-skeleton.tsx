import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The profile's shape while it loads. */
export function ProfileSkeleton() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">Loading profile</span>
      <Card>
        <CardContent className="flex flex-col items-center gap-4 sm:flex-row">
          <Skeleton className="size-24 rounded-full" />
          <div className="w-full max-w-xs space-y-2">
            <Skeleton className="mx-auto h-7 w-3/4 sm:mx-0" />
            <Skeleton className="mx-auto h-4 w-1/2 sm:mx-0" />
            <Skeleton className="mx-auto h-5 w-1/3 sm:mx-0" />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="space-y-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-5 w-full" />
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
