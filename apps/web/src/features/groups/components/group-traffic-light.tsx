import type { GroupResponse } from '@app/shared/groups';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { showApiErrorToast } from '@/lib/api-error-toast';
import { useUpdateGroup } from '../api/update-group';
import { TrafficLightForm } from './traffic-light-form';

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
      </CardContent>
    </Card>
  );
}
