import type { FieldElement } from './form-types';

/** A field's value as its element holds it: a checkbox's tick, a radio's value when ticked, text. */
export function readElement(target: EventTarget | null): unknown {
  if (!target || !('value' in target)) {
    return undefined;
  }
  const element = target as FieldElement;
  if (element instanceof HTMLInputElement && element.type === 'checkbox') {
    return element.checked;
  }
  return element.value;
}

/**
 * Shows `value` in the element. Text is written only when it differs, so the caret of a field
 * being typed in stays where it is.
 */
export function writeElement(element: FieldElement, value: unknown): void {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') {
    element.checked = Boolean(value);
    return;
  }
  if (element instanceof HTMLInputElement && element.type === 'radio') {
    element.checked = element.value === value;
    return;
  }
  const text = value === null || value === undefined ? '' : String(value);
  if (element.value !== text) {
    element.value = text;
  }
}
