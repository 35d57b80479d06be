import { MoreHorizontal } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { moreTriggerClasses } from './more-trigger';

const loadDropdown = () => import('./more-menu-dropdown');
// The menu (Radix, its positioning and focus handling) loads when the member reaches for it.
const MoreMenuDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.MoreMenuDropdown })));

/**
 * The sidebar's More button. Until first used it is a plain button that fetches the menu's code on
 * hover or focus; a click (or Enter/Space) shows the menu open as soon as the code is there.
 */
export function MoreMenu({ expanded }: { expanded: boolean }) {
  const [wanted, setWanted] = useState(false);
  const placeholder = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={expanded ? undefined : 'More'}
      className={moreTriggerClasses(expanded)}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setWanted(true)}
    >
      <MoreHorizontal className="size-5 shrink-0" aria-hidden="true" />
      {expanded ? <span>More</span> : null}
    </button>
  );
  if (!wanted) {
    return placeholder;
  }
  return (
    <Suspense fallback={placeholder}>
      <MoreMenuDropdown expanded={expanded} defaultOpen />
    </Suspense>
  );
}
