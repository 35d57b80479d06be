import { readElement, writeElement } from './field-element';
import type {
  FieldElement,
  FieldError,
  FieldErrors,
  FieldName,
  FieldState,
  FieldValues,
  FormRules,
  FormState,
  RegisteredField,
  RegisterOptions,
} from './form-types';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || value === false;

/** The first of a registered field's own checks that its value fails. */
function fieldError(options: RegisterOptions<never>, value: unknown): FieldError | undefined {
  if (options.required && isEmpty(value)) {
    return { type: 'required', message: options.required };
  }
  if (options.pattern && typeof value === 'string' && value !== '' && !options.pattern.value.test(value)) {
    return { type: 'pattern', message: options.pattern.message };
  }
  const verdict = options.validate?.(value as never);
  if (verdict === false || typeof verdict === 'string') {
    return { type: 'validate', message: verdict === false ? '' : verdict };
  }
  return undefined;
}

type ValuesListener<T> = (values: T, info: { name?: string }) => void;

interface SubmitEvent {
  preventDefault?: () => void;
}

/**
 * One form's state: its values (inputs stay uncontrolled; they report each change and are written
 * on reset), its errors and whether it is being submitted. The checks run at submit, then each
 * field's again as it changes; the first field in error takes the focus. `useForm` renders it;
 * everything here is also callable outside React (its tests do).
 */
export class FormStore<T extends FieldValues, TOut = T> {
  private defaults: T;
  private current: T;
  private errors: FieldErrors<T> = {};
  private submitting = false;
  private submits = 0;
  /** Bumped by reset: a submit that a reset overtook does not count as a submit. */
  private generation = 0;
  /** Bumped by each check: an older check's answer that arrives late is dropped. */
  private checks = 0;
  private version = 0;
  private rules: FormRules<T, TOut> | undefined;
  private readonly options = new Map<string, RegisterOptions<never>>();
  private readonly fields = new Map<string, RegisteredField>();
  private readonly elements = new Map<string, Set<FieldElement>>();
  private readonly listeners = new Set<() => void>();
  private readonly valueListeners = new Set<ValuesListener<T>>();

  constructor(defaultValues: T, rules?: FormRules<T, TOut>) {
    this.defaults = defaultValues;
    this.current = { ...defaultValues };
    this.rules = rules;
  }

  /** The rules may be a new function each render (a schema's resolver); the latest is used. */
  setRules(rules: FormRules<T, TOut> | undefined): void {
    this.rules = rules;
  }

  // --- for useSyncExternalStore ---
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): number => this.version;

  get control(): this {
    return this;
  }

  get formState(): FormState<T> {
    return { errors: this.errors, isSubmitting: this.submitting, submitCount: this.submits };
  }

  getValues = (): T => this.current;

  register = <K extends FieldName<T>>(name: K, options: RegisterOptions<T[K]> = {}): RegisteredField => {
    this.options.set(name, options as RegisterOptions<never>);
    let field = this.fields.get(name);
    if (!field) {
      // One object a field, so React keeps the same ref function and does not detach and attach
      // the element at every render.
      field = {
        name,
        ref: (element) => this.attach(name, element),
        onChange: (event) => this.change(name, readElement(event.target)),
        onBlur: () => undefined,
      };
      this.fields.set(name, field);
    }
    return field;
  };

  /** A controlled field's change (a Controller), or a registered input's. */
  change = (name: FieldName<T>, value: unknown): void => {
    this.current = { ...this.current, [name]: value };
    this.valuesChanged(name);
    if (this.submits > 0 && !this.submitting) {
      void this.recheck(name);
    }
  };

  /** Writes a value (and its element) without counting as the user's change. */
  setValue = <K extends FieldName<T>>(name: K, value: T[K]): void => {
    this.current = { ...this.current, [name]: value };
    for (const element of this.connected(name)) {
      writeElement(element, value);
    }
    this.valuesChanged(name);
  };

  /** A field's new default: a field still at its old default takes it; one the user changed keeps its value. */
  setDefaultValue = <K extends FieldName<T>>(name: K, value: T[K]): void => {
    const untouched = !this.getFieldState(name).isDirty;
    this.defaults = { ...this.defaults, [name]: value };
    if (untouched) {
      this.setValue(name, value);
    }
  };

  /** A field's value; the component that asks renders again when any value changes. */
  watch<K extends FieldName<T>>(name: K): T[K];
  /** Calls `listener` after each change of a value (typed, set or reset). */
  watch(listener: ValuesListener<T>): { unsubscribe: () => void };
  watch(arg: FieldName<T> | ValuesListener<T>): unknown {
    if (typeof arg === 'function') {
      this.valueListeners.add(arg);
      return { unsubscribe: () => this.valueListeners.delete(arg) };
    }
    return this.current[arg];
  }

  getFieldState = (name: FieldName<T>): FieldState => ({
    isDirty: JSON.stringify(this.current[name]) !== JSON.stringify(this.defaults[name]),
    error: this.errors[name],
  });

  setError = (
    name: FieldName<T> | 'root',
    error: { type?: string; message: string },
    options: { shouldFocus?: boolean } = {},
  ): void => {
    this.errors = { ...this.errors, [name]: { type: error.type ?? 'manual', message: error.message } };
    if (options.shouldFocus) {
      this.connected(name)[0]?.focus();
    }
    this.emit();
  };

  /** Empties the form to `values` (which become its defaults) or to its defaults. */
  reset = (values?: T): void => {
    if (values) {
      this.defaults = values;
    }
    this.current = { ...this.defaults };
    this.errors = {};
    this.submits = 0;
    this.generation += 1;
    for (const [name, elements] of this.elements) {
      for (const element of elements) {
        writeElement(element, this.valueOf(name));
      }
    }
    this.valuesChanged();
  };

  handleSubmit =
    (onValid: (values: TOut) => unknown) =>
    async (event?: SubmitEvent): Promise<void> => {
      event?.preventDefault?.();
      const generation = this.generation;
      this.submitting = true;
      this.emit();
      try {
        this.checks += 1;
        const result = await this.check();
        this.errors = result.errors;
        this.emit();
        if (Object.keys(result.errors).length > 0) {
          this.focusFirstError();
          return;
        }
        await onValid(result.values as TOut);
      } finally {
        this.submitting = false;
        if (generation === this.generation) {
          this.submits += 1;
        }
        this.emit();
      }
    };

  private async check(): Promise<{ values: unknown; errors: FieldErrors<T> }> {
    return this.rules
      ? this.rules({ ...this.current })
      : { values: { ...this.current }, errors: this.ownErrors() };
  }

  /** The registered fields' own checks (forms without rules); they run at once. */
  private ownErrors(): FieldErrors<T> {
    const errors: FieldErrors<T> = {};
    for (const [name, options] of this.options) {
      // As the browser would: a field not on the screen is not checked.
      const error = this.connected(name).length > 0 ? fieldError(options, this.valueOf(name)) : undefined;
      if (error) {
        errors[name as FieldName<T>] = error;
      }
    }
    return errors;
  }

  /**
   * After a submit, a changed field shows its error as it stands now (or loses it): at once with
   * the fields' own checks, when the rules answer with rules.
   */
  private async recheck(name: FieldName<T>): Promise<void> {
    this.checks += 1;
    const mine = this.checks;
    const errors = this.rules ? (await this.rules({ ...this.current })).errors : this.ownErrors();
    if (mine !== this.checks) {
      return;
    }
    const next = { ...this.errors };
    const error = errors[name];
    if (error) {
      next[name] = error;
    } else {
      delete next[name];
    }
    this.errors = next;
    this.emit();
  }

  private focusFirstError(): void {
    for (const name of this.elements.keys()) {
      const element = this.errors[name as FieldName<T>] ? this.connected(name)[0] : undefined;
      if (element) {
        element.focus();
        return;
      }
    }
  }

  private attach(name: FieldName<T>, element: FieldElement | null): void {
    const elements = this.elements.get(name) ?? new Set<FieldElement>();
    this.elements.set(name, elements);
    for (const known of elements) {
      if (!known.isConnected) {
        elements.delete(known);
      }
    }
    if (element && !elements.has(element)) {
      elements.add(element);
      writeElement(element, this.current[name]);
    }
  }

  private valueOf(name: string): unknown {
    return (this.current as Record<string, unknown>)[name];
  }

  private connected(name: string): FieldElement[] {
    return [...(this.elements.get(name) ?? [])].filter((element) => element.isConnected);
  }

  private valuesChanged(name?: string): void {
    for (const listener of this.valueListeners) {
      listener(this.current, name === undefined ? {} : { name });
    }
    this.emit();
  }

  private emit(): void {
    this.version += 1;
    for (const listener of this.listeners) {
      listener();
    }
  }
}
