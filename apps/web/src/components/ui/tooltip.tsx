import {
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';

type Side = 'top' | 'right' | 'bottom' | 'left';

interface TooltipProps {
  content: ReactNode;
  children: ReactElement<TriggerProps>;
  side?: Side;
  /** Render without a tooltip (e.g. when the label is already visible). */
  disabled?: boolean;
}

interface TriggerProps {
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

const OPEN_DELAY_MS = 200;
const GAP_PX = 8;

/** Where the tooltip goes for a trigger's box: beside it on `side`, centred on the other axis. */
export function tooltipPosition(rect: DOMRect, side: Side): { left: number; top: number; transform: string } {
  switch (side) {
    case 'right':
      return { left: rect.right + GAP_PX, top: rect.top + rect.height / 2, transform: 'translateY(-50%)' };
    case 'left':
      return {
        left: rect.left - GAP_PX,
        top: rect.top + rect.height / 2,
        transform: 'translate(-100%, -50%)',
      };
    case 'top':
      return {
        left: rect.left + rect.width / 2,
        top: rect.top - GAP_PX,
        transform: 'translate(-50%, -100%)',
      };
    case 'bottom':
      return { left: rect.left + rect.width / 2, top: rect.bottom + GAP_PX, transform: 'translateX(-50%)' };
  }
}

/**
 * A label shown beside a control on hover (after 200 ms) and on keyboard focus, hidden on leave,
 * blur and Escape; the control is described by it while it shows. Fixed-positioned in a portal, so
 * scrolling containers do not clip it. Small on purpose: the collapsed sidebar is its only user,
 * and a positioning library would weigh more than the rest of the sidebar.
 */
export function Tooltip({ content, children, side = 'right', disabled }: TooltipProps) {
  const id = useId();
  const [rect, setRect] = useState<DOMRect | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (disabled) {
    return children;
  }
  const own = children.props;
  const show = (target: HTMLElement, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setRect(target.getBoundingClientRect()), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setRect(null);
  };

  const trigger = cloneElement(children, {
    'aria-describedby': rect ? id : own['aria-describedby'],
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      show(event.currentTarget, OPEN_DELAY_MS);
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      hide();
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      if (event.currentTarget.matches(':focus-visible')) {
        show(event.currentTarget, 0);
      }
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      hide();
    },
    onKeyDown: (event) => {
      own.onKeyDown?.(event);
      if (event.key === 'Escape') {
        hide();
      }
    },
  });

  return (
    <>
      {trigger}
      {rect
        ? createPortal(
            <div
              id={id}
              role="tooltip"
              style={{ position: 'fixed', ...tooltipPosition(rect, side) }}
              className="pointer-events-none z-50 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-white shadow-md dark:bg-slate-100 dark:text-slate-900"
            >
              {content}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
