import { Badge } from '@/components/ui/badge';
import { statusChip } from '../lib/slip-status';

/** A slip's status as a coloured chip (the legend explains the colours). */
export function SlipStatusChip({ status }: { status: string }) {
  const chip = statusChip(status);
  return <Badge tone={chip.tone}>{chip.label}</Badge>;
}
