import { ACTIVITY_KIND_LABELS } from '@app/shared/activity-kinds';
import { digestNumberRows } from '@app/shared/digest-rows';
import { Link } from 'react-router';
import { LoadError, LoadSkeleton } from '@/components/load-states';
import { Page } from '@/components/page';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { useDigestPreview } from '../api/get-digest-preview';

const COLOURS = { green: 'Green', amber: 'Amber', red: 'Red', grey: 'Grey' } as const;

const when = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );

/**
 * /digest/preview: my next weekly digest (docs/architecture.md 14.7), as the mail will show it:
 * the content GET /api/me/digest/preview answers, the one object the mail is rendered from.
 */
export function Component() {
  const preview = useDigestPreview();
  if (preview.isPending) {
    return (
      <Page>
        <LoadSkeleton label="Loading your digest" />
      </Page>
    );
  }
  if (preview.isError) {
    return (
      <Page>
        <LoadError error={preview.error} onRetry={() => void preview.refetch()} what="your digest" />
      </Page>
    );
  }
  const d = preview.data;
  const light = d.sixMonths?.trafficLight.confirmed;
  const rows = digestNumberRows(d);
  return (
    <Page className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Your week in {d.group.name}</h1>
        <p className="text-sm text-muted">
          A preview of your weekly digest, the morning after each meeting.{' '}
          <Link to={paths.settings('notifications')} className="text-link underline-offset-4 hover:underline">
            Notification settings
          </Link>
        </p>
      </div>
      {light ? (
        <Card>
          <CardHeader>
            <CardTitle>
              Traffic light: {COLOURS[light.colour]}, {light.total} of 100 points
            </CardTitle>
          </CardHeader>
          <CardContent>{light.plan ? <p className="text-sm">Plan: {light.plan.text}.</p> : null}</CardContent>
        </Card>
      ) : null}
      {rows.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>My numbers</CardTitle>
          </CardHeader>
          <CardContent>
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b border-border text-left">
                  <th scope="col" className="py-1.5 font-medium">
                    <span className="sr-only">Number</span>
                  </th>
                  <th scope="col" className="py-1.5 text-right font-medium">
                    This week
                  </th>
                  <th scope="col" className="py-1.5 text-right font-medium">
                    6 months
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.label} className="border-b border-border last:border-0">
                    <th scope="row" className="py-1.5 text-left font-normal">
                      {r.label}
                    </th>
                    <td className="py-1.5 text-right tabular-nums">{r.week}</td>
                    <td className="py-1.5 text-right tabular-nums">{r.sixMonths}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </CardContent>
        </Card>
      ) : null}
      {d.slipsWaiting.total > 0 || d.slipsWaiting.unreadReceived > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>Waiting for you</CardTitle>
          </CardHeader>
          <CardContent className="space-y-1 text-sm">
            {d.slipsWaiting.items.map((item) => (
              <p key={item.id}>
                {ACTIVITY_KIND_LABELS[item.kind]} from {item.giver.name}: waiting for your answer
              </p>
            ))}
            {d.slipsWaiting.unreadReceived > 0 ? (
              <p>{d.slipsWaiting.unreadReceived} slips received that you have not read yet.</p>
            ) : null}
          </CardContent>
        </Card>
      ) : null}
      {d.nextMeeting ? (
        <Card>
          <CardHeader>
            <CardTitle>Next meeting</CardTitle>
          </CardHeader>
          <CardContent className="space-y-1 text-sm">
            <p>
              <Link to={paths.meeting(d.nextMeeting.id)} className="font-medium text-link hover:underline">
                {d.nextMeeting.title}
              </Link>
            </p>
            <p>{when(d.nextMeeting.start, d.group.timezone)}</p>
            {d.nextMeeting.location ? <p className="text-muted">{d.nextMeeting.location}</p> : null}
            <p className="text-muted">The mail has one-click buttons: Attending, Maybe, Not attending.</p>
          </CardContent>
        </Card>
      ) : null}
      {d.news.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>News</CardTitle>
          </CardHeader>
          <CardContent className="space-y-2 text-sm">
            {d.news.map((n) => (
              <p key={n.id}>
                <span className="font-medium">{n.title}</span>
                <span className="block text-muted">{n.body.slice(0, 160)}</span>
              </p>
            ))}
          </CardContent>
        </Card>
      ) : null}
      {d.leadership ? (
        <Card>
          <CardHeader>
            <CardTitle>For leadership</CardTitle>
          </CardHeader>
          <CardContent className="space-y-1 text-sm">
            {d.leadership.approvals ? <p>Approvals waiting: {d.leadership.approvals.total}</p> : null}
            {d.leadership.renewals ? (
              <p>
                Renewals: {d.leadership.renewals.dueSoon} due soon, {d.leadership.renewals.overdue} overdue
              </p>
            ) : null}
            {d.leadership.absences ? (
              <p>
                Members with {d.leadership.absences.threshold} or more absences:{' '}
                {d.leadership.absences.members.map((m) => m.name).join(', ') || 'none'}
              </p>
            ) : null}
          </CardContent>
        </Card>
      ) : null}
    </Page>
  );
}
