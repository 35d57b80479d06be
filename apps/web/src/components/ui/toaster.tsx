import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '@app/shared/constants';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { dismissToast, type ToastItem, useToasts } from './use-toast';

export const TOAST_POSITIONS = {
  'top-left': { viewport: 'top-0 left-0', swipe: 'left' },
  'top-center': { viewport: 'top-0 left-1/2 -translate-x-1/2', swipe: 'up' },
  'top-right': { viewport: 'top-0 right-0', swipe: 'right' },
  'bottom-left': { viewport: 'bottom-0 left-0', swipe: 'left' },
  'bottom-center': { viewport: 'bottom-0 left-1/2 -translate-x-1/2', swipe: 'down' },
  'bottom-right': { viewport: 'bottom-0 right-0', swipe: 'right' },
} as const;

export type ToastPosition = keyof typeof TOAST_POSITIONS;

const VARIANTS: Record<NonNullable<ToastItem['variant']>, string> = {
  default: 'border-border bg-card text-foreground',
  destructive: 'border-red-700 bg-red-700 text-white',
  warning:
    'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50',
  success:
    'border-green-300 bg-green-50 text-green-950 dark:border-green-700 dark:bg-green-950 dark:text-green-50',
};

const SWIPE = {
  left: 'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
  right: 'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
  up: 'data-[swipe=move]:translate-y-[var(--radix-toast-swipe-move-y)]',
  down: 'data-[swipe=move]:translate-y-[var(--radix-toast-swipe-move-y)]',
} as const;

function ToastCard({ item, swipe }: { item: ToastItem; swipe: keyof typeof SWIPE }) {
  return (
    <ToastPrimitive.Root
      open={item.open}
      duration={item.duration ?? TOAST_DURATION_MS}
      type={item.variant === 'destructive' ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) {
          dismissToast(item.id);
        }
      }}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
        'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:translate-y-0 data-[swipe=cancel]:transition-transform',
        SWIPE[swipe],
        VARIANTS[item.variant ?? 'default'],
      )}
    >
      <div className="min-w-0 flex-1 space-y-1">
        <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
        {item.description ? (
          <ToastPrimitive.Description className="text-sm opacity-90">
            {item.description}
          </ToastPrimitive.Description>
        ) : null}
        {item.action ? (
          <ToastPrimitive.Action
            altText={item.action.label}
            onClick={item.action.onClick}
            className="mt-2 rounded-md border border-current/30 px-2.5 py-1 text-xs font-semibold hover:bg-black/5"
          >
            {item.action.label}
          </ToastPrimitive.Action>
        ) : null}
      </div>
      <ToastPrimitive.Close
        aria-label="Close"
        className="absolute top-3 right-3 rounded-md p-1 opacity-70 hover:opacity-100"
      >
        <X className="size-4" aria-hidden="true" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/**
 * The toasts of the store (at most three, newest first), on Radix Toast: 5000 ms by default,
 * swipe 50 px to dismiss, six positions with top-center the default (docs/architecture.md 16.2 and 16.9).
 */
export function Toaster({ position = 'top-center' }: { position?: ToastPosition }) {
  const toasts = useToasts();
  const { viewport, swipe } = TOAST_POSITIONS[position];
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection={swipe}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notification"
    >
      {toasts.map((item) => (
        <ToastCard key={item.id} item={item} swipe={swipe} />
      ))}
      <ToastPrimitive.Viewport
        data-position={position}
        className={cn(
          'fixed z-[100] flex max-h-dvh w-full max-w-sm flex-col gap-2 p-4 outline-none sm:max-w-md',
          position.startsWith('bottom') ? 'flex-col-reverse' : '',
          viewport,
        )}
      />
    </ToastPrimitive.Provider>
  );
}
