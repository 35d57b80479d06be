import { ROLE_NAMES, type RoleName } from '@app/shared/permissions';
import { useId, useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSmsMembers } from '../api/sms';

export type SmsTargetMode = 'all' | 'roles' | 'members';

export interface SmsTargetValue {
  mode: SmsTargetMode;
  roles: RoleName[];
  userIds: number[];
}

const MODES: { value: SmsTargetMode; label: string }[] = [
  { value: 'all', label: 'All members' },
  { value: 'roles', label: 'Chosen roles' },
  { value: 'members', label: 'Chosen members' },
];

const toggle = <T,>(list: T[], item: T) =>
  list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

/** Who gets the text: everyone, the holders of chosen roles, or chosen members of my group. */
export function SmsTargetPicker({
  value,
  onChange,
}: {
  value: SmsTargetValue;
  onChange: (v: SmsTargetValue) => void;
}) {
  const id = useId();
  const members = useSmsMembers(value.mode === 'members');
  const [filter, setFilter] = useState('');
  const shown = (members.data?.items ?? []).filter((m) =>
    m.name.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-medium">Send to</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {MODES.map((m) => (
          <label key={m.value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-mode`}
              value={m.value}
              checked={value.mode === m.value}
              onChange={() => onChange({ ...value, mode: m.value })}
              className="size-4 accent-brand-700 dark:accent-brand-400"
            />
            {m.label}
          </label>
        ))}
      </div>
      {value.mode === 'roles' ? (
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="sr-only">Roles</legend>
          {ROLE_NAMES.filter((r) => r !== 'Substitute').map((role) => (
            <div key={role} className="flex items-center gap-2">
              <Checkbox
                id={`${id}-role-${role}`}
                checked={value.roles.includes(role)}
                onChange={() => onChange({ ...value, roles: toggle(value.roles, role) })}
              />
              <Label htmlFor={`${id}-role-${role}`}>{role}</Label>
            </div>
          ))}
        </fieldset>
      ) : null}
      {value.mode === 'members' ? (
        <div className="space-y-2">
          <Label htmlFor={`${id}-filter`}>Find members</Label>
          <Input id={`${id}-filter`} value={filter} onChange={(e) => setFilter(e.target.value)} />
          {members.isPending ? (
            <p role="status" className="text-sm text-muted">
              Loading members…
            </p>
          ) : (
            <fieldset className="max-h-60 space-y-1 overflow-y-auto rounded-lg border border-border p-2">
              <legend className="sr-only">Members</legend>
              {shown.map((m) => (
                <div key={m.id} className="flex items-center gap-2">
                  <Checkbox
                    id={`${id}-member-${m.id}`}
                    checked={value.userIds.includes(m.id)}
                    onChange={() => onChange({ ...value, userIds: toggle(value.userIds, m.id) })}
                  />
                  <Label htmlFor={`${id}-member-${m.id}`} className="font-normal">
                    {m.name}
                    {m.phone ? null : <span className="ml-1 text-xs text-muted">(no phone)</span>}
                  </Label>
                </div>
              ))}
              {shown.length === 0 ? <p className="text-sm text-muted">No member matches.</p> : null}
            </fieldset>
          )}
        </div>
      ) : null}
    </fieldset>
  );
}
