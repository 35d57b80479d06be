import type { ComponentProps } from 'react';

interface LazyRulesFormProps
  extends Omit<ComponentProps<'form'>, 'noValidate' | 'onFocus' | 'onPointerDown'> {
  /** Starts loading the form's rules (`lazyResolver(...).preload`, lib/lazy-resolver.ts). */
  preload: () => void;
}

/**
 * A form whose rules load on first use (docs/decisions/021): focusing or touching it starts the
 * load, so the rules are usually in before the first check. The app checks, not the browser.
 */
export function LazyRulesForm({ preload, ...props }: LazyRulesFormProps) {
  return <form {...props} onFocus={preload} onPointerDown={preload} noValidate />;
}
