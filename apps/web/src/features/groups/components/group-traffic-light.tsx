import type { GroupResponse } from '@app/shared/groups';
import { lazy, Suspense } from 'react';
import { LoadSkeleton } from '@/components/load-states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { showApiErrorToast } from '@/lib/api-error-toast';
import { useUpdateGroup } from '../api/update-group';

// The card sits below the group's settings, off a phone's first screen: its form loads after the page paints.
const TrafficLightForm = lazy(() =>
  import('./traffic-light-form').then((m) => ({ default: m.TrafficLightForm })),
);

/** The group's traffic-light scheme: editable with manage_group (own group) or by administrators. */
export function GroupTrafficLight({ group, manage }: { group: GroupResponse; manage: boolean }) {
  const update = useUpdateGroup();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Traffic light</CardTitle>
        <CardDescription>
          How members&rsquo; numbers over the last six months turn into points and a colour on their home
          page. Rates are per meeting held.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Suspense fallback={<LoadSkeleton rows={3} label="Loading the traffic light" />}>
          <TrafficLightForm
            key={JSON.stringify(group.trafficLight)}
            value={group.trafficLight}
            readOnly={!manage}
            onSave={async (trafficLight) => {
              try {
                await update.mutateAsync({ id: group.id, body: { trafficLight } });
                toast({ title: 'Traffic light saved', variant: 'success' });
              } catch (err) {
                showApiErrorToast(err);
              }
            }}
          />
        </Suspense>
      </CardContent>
    </Card>
  );
}
