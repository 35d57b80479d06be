import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useState,
} from 'react';
import { cn } from '@/lib/cn';

/**
 * Tabs as the WAI-ARIA tabs pattern describes them (a tablist, one tab stop, arrow keys, Home and
 * End; the active panel rendered, the others not). Written here rather than taken from Radix: the
 * same markup and keys for about 1 kB instead of 10 kB before the first paint of the pages that
 * open on tabs (docs/decisions/022-own-form-state-and-tabs.md).
 */

type ActivationMode = 'automatic' | 'manual';

interface TabsState {
  value: string;
  select: (value: string) => void;
  activationMode: ActivationMode;
  idOf: (part: 'tab' | 'panel', value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) {
    throw new Error('Tabs parts must be inside <Tabs>.');
  }
  return state;
}

interface TabsProps {
  /** The active tab when the caller holds it (with onValueChange). */
  value?: string;
  /** The first active tab when the tabs hold it themselves. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** `automatic`: a tab is chosen as it takes focus; `manual`: with Enter, Space or a click. */
  activationMode?: ActivationMode;
  className?: string;
  children: ReactNode;
}

export function Tabs({
  value,
  defaultValue = '',
  onValueChange,
  activationMode = 'automatic',
  className,
  children,
}: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue);
  const active = value ?? own;
  const state: TabsState = {
    value: active,
    select: (next) => {
      if (next === active) {
        return;
      }
      setOwn(next);
      onValueChange?.(next);
    },
    activationMode,
    idOf: (part, v) => `${baseId}-${part}-${v}`,
  };
  return (
    <TabsContext.Provider value={state}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** Arrow keys, Home and End move the focus between the list's tabs (round at either end). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const move = MOVES[event.key];
  if (!move) {
    return;
  }
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0 || tabs.length === 0) {
    return;
  }
  event.preventDefault();
  tabs[move(index, tabs.length)]?.focus();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn('inline-flex items-center gap-1 rounded-lg bg-surface p-1 text-muted', className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        moveFocus(event);
      }}
      {...props}
    />
  );
}

interface TabsTriggerProps extends Omit<ComponentProps<'button'>, 'value'> {
  value: string;
}

export function TabsTrigger({ value, className, onClick, onFocus, ...props }: TabsTriggerProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf('tab', value)}
      aria-selected={selected}
      // Only the active tab's panel is in the page, so only it is named.
      aria-controls={selected ? tabs.idOf('panel', value) : undefined}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      className={cn(
        'inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors',
        'hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (tabs.activationMode === 'automatic') {
          tabs.select(value);
        }
      }}
      {...props}
    />
  );
}

interface TabsContentProps extends ComponentProps<'div'> {
  value: string;
}

/** The active tab's panel; the others are not rendered. */
export function TabsContent({ value, className, ...props }: TabsContentProps) {
  const tabs = useTabs();
  if (tabs.value !== value) {
    return null;
  }
  return (
    <div
      role="tabpanel"
      id={tabs.idOf('panel', value)}
      aria-labelledby={tabs.idOf('tab', value)}
      data-state="active"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes the panel the next tab stop after the tablist.
      tabIndex={0}
      className={cn('mt-4 focus-visible:outline-none', className)}
      {...props}
    />
  );
}
