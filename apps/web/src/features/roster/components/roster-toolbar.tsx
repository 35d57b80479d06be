import type { RosterStatus } from '@app/shared/members';
import type { RoleName } from '@app/shared/permissions';
import Search from 'lucide-react/icons/search';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { parseRole, ROLE_FILTER_OPTIONS, ROSTER_STATUS_OPTIONS, STATUS_LABELS } from '../lib/roster-filters';

interface RosterToolbarProps {
  query: string;
  onQueryChange: (value: string) => void;
  role: RoleName | null;
  onRoleChange: (role: RoleName | null) => void;
  status: RosterStatus;
  /** Null when the caller may not see pending and lapsed members: no status filter then. */
  onStatusChange: ((status: RosterStatus) => void) | null;
}

/** Search as you type, and the role and status filters. */
export function RosterToolbar(props: RosterToolbarProps) {
  const id = useId();
  const { onStatusChange } = props;
  return (
    <search className="space-y-3">
      <div className="relative">
        <Label htmlFor={`${id}-q`} className="sr-only">
          Search members
        </Label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <Input
          id={`${id}-q`}
          type="search"
          value={props.query}
          onChange={(e) => props.onQueryChange(e.target.value)}
          placeholder="Search by name, company or classification"
          autoComplete="off"
          enterKeyHint="search"
          className="pl-9"
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
        <div className="space-y-1 sm:w-48">
          <Label htmlFor={`${id}-role`} className="text-xs text-muted">
            Role
          </Label>
          <Select
            id={`${id}-role`}
            value={props.role ?? ''}
            onChange={(e) => props.onRoleChange(parseRole(e.target.value))}
          >
            <option value="">All roles</option>
            {ROLE_FILTER_OPTIONS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </Select>
        </div>
        {onStatusChange ? (
          <div className="space-y-1 sm:w-48">
            <Label htmlFor={`${id}-status`} className="text-xs text-muted">
              Membership
            </Label>
            <Select
              id={`${id}-status`}
              value={props.status}
              onChange={(e) => {
                const next = ROSTER_STATUS_OPTIONS.find((s) => s === e.target.value);
                if (next) {
                  onStatusChange(next);
                }
              }}
            >
              {ROSTER_STATUS_OPTIONS.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
      </div>
    </search>
  );
}
