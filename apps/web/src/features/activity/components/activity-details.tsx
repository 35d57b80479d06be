import type { ActivityItem } from '@app/shared/activities';
import { ACTIVITY_KIND_LABELS, type ActivityDirection } from '@app/shared/activity-kinds';
import { type ReactNode, useEffect } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/format-money';
import { useActivity } from '../api/get-activity';
import { SlipStatusChip as StatusChip } from '../public/slip-status-chip';
import { formatDay, formatWhen } from '../public/slip-summary';
import { OneToOneActions } from './one-to-one-actions';

function Row({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') {
    return null;
  }
  return (
    <div className="grid grid-cols-3 gap-2 py-2">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="col-span-2 text-sm break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

function Fields({ item }: { item: ActivityItem }) {
  return (
    <dl className="divide-y divide-border">
      <Row label="Status">
        <StatusChip status={item.status} />
      </Row>
      <Row label="From">{item.giver.name}</Row>
      <Row label="To">{item.receiver?.name}</Row>
      <Row label="Recorded">{formatWhen(item.createdAt)}</Row>
      <Row label="Contact">{item.contact?.name}</Row>
      <Row label="Phone">
        {item.contact?.phone ? <a href={`tel:${item.contact.phone}`}>{item.contact.phone}</a> : null}
      </Row>
      <Row label="Email">
        {item.contact?.email ? <a href={`mailto:${item.contact.email}`}>{item.contact.email}</a> : null}
      </Row>
      <Row label="Type">
        {item.referralType === 'inside' ? 'Inside' : item.referralType === 'outside' ? 'Outside' : null}
      </Row>
      <Row label="Temperature">{item.temperature ? `${item.temperature} of 5` : null}</Row>
      <Row label="Amount">{formatMoney(item.amount, item.currency)}</Row>
      <Row label="Business">
        {item.businessType === 'new' ? 'New' : item.businessType === 'repeat' ? 'Repeat' : null}
      </Row>
      <Row label="When">{formatWhen(item.scheduledAt)}</Row>
      <Row label="Where">{item.location}</Row>
      <Row label="Testimonial">{item.content}</Row>
      <Row label="Training">{item.title}</Row>
      <Row label="Day">{formatDay(item.date)}</Row>
      <Row label="Credits">{item.credits === undefined ? null : String(item.credits)}</Row>
      <Row label="Notes">{item.notes}</Row>
      <Row label="Decided">{formatWhen(item.decidedAt)}</Row>
      <Row label="Note">{item.decisionNote}</Row>
    </dl>
  );
}

interface ActivityDetailsProps {
  id: number | null;
  direction: ActivityDirection;
  /** The list's copy, shown at once while the slip itself loads. */
  fromList: ActivityItem | undefined;
  /** An unread slip opened: it counts as read. */
  onSeen: (item: ActivityItem) => void;
  onClose: () => void;
}

/** The whole slip in a dialog (opened by ?id= in the address, so it can be linked to). */
export function ActivityDetails({ id, direction, fromList, onSeen, onClose }: ActivityDetailsProps) {
  const one = useActivity(id);
  const item = one.data ?? fromList;
  const unread = item && !item.isRead ? item : null;

  useEffect(() => {
    if (unread) {
      onSeen(unread);
    }
  }, [unread, onSeen]);
  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={item ? ACTIVITY_KIND_LABELS[item.kind] : 'Slip'}>
        {item ? (
          <div className="space-y-4">
            <Fields item={item} />
            <OneToOneActions item={item} direction={direction} />
          </div>
        ) : one.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            This slip could not be found. It may belong to someone else.
          </p>
        ) : (
          <div className="flex justify-center py-6 text-brand-700">
            <Spinner label="Loading the slip" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
