import { activityDirection } from '@app/shared/activities';
import { Handshake } from 'lucide-react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { ComingSoon } from '@/components/coming-soon';
import { Page } from '@/components/page';
import { PermissionGate } from '@/components/permission-gate';
import { paths } from '@/lib/paths';
import { ActivityLegend } from '../components/activity-legend';
import { LEGEND_PARAM } from '../components/activity-tabs';

/** /activity/{given|received}: the tabs live in the header; the lists arrive with the activity release. */
export function Component() {
  const { type } = useParams();
  const [params] = useSearchParams();
  const direction = activityDirection.safeParse(type);
  if (!direction.success) {
    return <Navigate to={paths.activity('given')} replace />;
  }
  const given = direction.data === 'given';
  return (
    <PermissionGate permission="view_activity">
      <Page>
        {params.get(LEGEND_PARAM) === 'true' ? <ActivityLegend /> : null}
        <ComingSoon
          title={given ? 'Activity you gave' : 'Activity you received'}
          icon={<Handshake aria-hidden="true" />}
          description={
            given
              ? 'Referrals, closed business, one-to-ones, testimonials and training credits you recorded, with their approval status.'
              : 'What other members passed to you: referrals to follow up, thanks for closed business and testimonials.'
          }
          planned={[
            'Filters by kind and period, with totals of closed business',
            'Status of each item and who approved it',
            'Unread markers that clear as you open items',
          ]}
        />
      </Page>
    </PermissionGate>
  );
}
