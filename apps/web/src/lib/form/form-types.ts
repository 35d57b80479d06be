/** The types of the app's form state (lib/form): a form's values, its rules and its errors. */

/** A form's values: an object of named fields. */
export type FieldValues = object;

/** A form's field: one of its values' keys. */
export type FieldName<T> = Extract<keyof T, string>;

export interface FieldError {
  type: string;
  message?: string | undefined;
}

/** Errors by field; `root` is the form's own (its rules could not be loaded, say). */
export type FieldErrors<T> = Partial<Record<FieldName<T> | 'root', FieldError>>;

/** What a form's rules answer: the values they parsed, or the errors they found (not both). */
export type RulesResult<T, TOut> =
  | { values: TOut; errors: Record<string, never> }
  | { values: Record<string, never>; errors: FieldErrors<T> };

/** A form's rules: they check the values as typed and answer what the form submits. */
export type FormRules<T, TOut = T> = (values: T) => Promise<RulesResult<T, TOut>>;

/**
 * A registered field's own checks, for forms without rules, in this order: `required` (the message
 * when it is empty), `pattern` (a non-empty value must match), `validate` (true, or the message).
 */
export interface RegisterOptions<V = unknown> {
  required?: string;
  pattern?: { value: RegExp; message: string };
  validate?: (value: V) => string | boolean;
}

/** An input, select or textarea the form reads and writes (uncontrolled). */
export type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What `register` answers, spread on an input: `{...form.register('email')}`. */
export interface RegisteredField {
  name: string;
  ref: (element: FieldElement | null) => void;
  onChange: (event: { target: EventTarget | null }) => void;
  onBlur: () => void;
}

export interface FieldState {
  /** The value differs from the form's default. */
  isDirty: boolean;
  error: FieldError | undefined;
}

export interface FormState<T> {
  errors: FieldErrors<T>;
  isSubmitting: boolean;
  submitCount: number;
}
