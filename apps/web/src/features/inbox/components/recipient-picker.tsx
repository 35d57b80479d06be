import type { Recipient } from '@app/shared/inbox';
import { PersonPicker } from '@/components/person-picker';
import { useRecipients } from '../api/get-recipients';

const recipientDetail = (r: Recipient) => [r.companyName, r.role].filter(Boolean).join(' · ');

/** Finds and picks the person to write to, from GET /api/inbox/recipients. */
export function RecipientPicker({ onSelect }: { onSelect: (recipient: Recipient) => void }) {
  return (
    <PersonPicker
      label="To"
      useSearch={useRecipients}
      detail={recipientDetail}
      placeholder="Search members by name"
      emptyText={{
        none: 'There is nobody you can write to yet.',
        noMatch: 'Nobody by that name you can write to.',
      }}
      listLabel="People you can write to"
      value={null}
      onChange={(r) => {
        if (r) {
          onSelect(r);
        }
      }}
    />
  );
}
