import { AUDIT_ACTIONS } from '@app/shared/audit';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { AuditFilters } from '../api/get-audit-log';

/** Action families offered as prefixes ("all group changes") before the single actions. */
const PREFIXES = [...new Set(Object.values(AUDIT_ACTIONS).map((a) => `${a.split('.')[0]}.`))].sort();
const ACTIONS = [...Object.values(AUDIT_ACTIONS)].sort();

export const EMPTY_AUDIT_FILTERS: AuditFilters = { actor: '', action: '', from: '', to: '' };

interface Props {
  value: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}

/** The audit log's filters: actor (name, e-mail or id), action, and a period of days. */
export function ReportsAuditFilters({ value, onApply }: Props) {
  const [draft, setDraft] = useState(value);
  const set = (key: keyof AuditFilters) => (v: string) => setDraft((d) => ({ ...d, [key]: v }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form onSubmit={submit} aria-label="Audit log filters" className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label="Actor" hint="Name, e-mail or user id">
          <Input value={draft.actor} maxLength={120} onChange={(e) => set('actor')(e.target.value)} />
        </Field>
        <Field label="Action">
          <Select value={draft.action} onChange={(e) => set('action')(e.target.value)}>
            <option value="">Any action</option>
            <optgroup label="Areas">
              {PREFIXES.map((p) => (
                <option key={p} value={p}>{`${p.slice(0, -1)} (all)`}</option>
              ))}
            </optgroup>
            <optgroup label="Actions">
              {ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </optgroup>
          </Select>
        </Field>
        <Field label="From">
          <Input type="date" value={draft.from} onChange={(e) => set('from')(e.target.value)} />
        </Field>
        <Field label="To">
          <Input type="date" value={draft.to} onChange={(e) => set('to')(e.target.value)} />
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Apply filters</Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setDraft(EMPTY_AUDIT_FILTERS);
            onApply(EMPTY_AUDIT_FILTERS);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
