import { CalendarCheck2 } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

/** Placeholder until this admin page's release; the route, title and permission gate are final. */
export function Component() {
  return (
    <ComingSoon
      icon={<CalendarCheck2 aria-hidden="true" />}
      description="Record who was present, absent, late, on medical leave or sent a substitute."
      planned={['An attendance sheet per meeting', 'Absence counts over a rolling six months']}
    />
  );
}
