import { type ReactNode, useSyncExternalStore } from 'react';
import { readElement } from './field-element';
import type { FormStore } from './form-store';
import type { FieldError, FieldName, FieldValues } from './form-types';

interface ControlledField<V> {
  name: string;
  value: V;
  /** Takes the new value, or a change event whose target holds it (unchecked, as typed by the caller). */
  onChange: (next: unknown) => void;
  onBlur: () => void;
}

interface ControllerProps<T extends FieldValues, K extends FieldName<T>> {
  control: FormStore<T, unknown>;
  name: K;
  render: (props: {
    field: ControlledField<T[K]>;
    fieldState: { error: FieldError | undefined };
  }) => ReactNode;
}

/** React's change events carry the browser's own; a picked value (a member) does not. */
const isChangeEvent = (next: unknown): next is { target: EventTarget | null } =>
  typeof next === 'object' && next !== null && 'nativeEvent' in next && 'target' in next;

/** A field whose component holds its value itself (a member picker, a choice group). */
export function Controller<T extends FieldValues, K extends FieldName<T>>({
  control,
  name,
  render,
}: ControllerProps<T, K>) {
  useSyncExternalStore(control.subscribe, control.getSnapshot, control.getSnapshot);
  const field: ControlledField<T[K]> = {
    name,
    value: control.getValues()[name],
    onChange: (next) => control.change(name, isChangeEvent(next) ? readElement(next.target) : next),
    onBlur: () => undefined,
  };
  return render({ field, fieldState: { error: control.formState.errors[name] } });
}
