import { cn } from '@/lib/cn';

/** The More button's look, shared by the placeholder and the loaded menu's trigger. */
export function moreTriggerClasses(expanded: boolean): string {
  return cn(
    'flex h-10 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-muted hover:bg-surface hover:text-foreground',
    !expanded && 'justify-center px-0',
  );
}
