import { describe, expect, it, vi } from 'vitest';
import { FormStore } from './form-store';

interface Values {
  name: string;
  meetingId: string;
}

function attached(store: FormStore<Values>, name: keyof Values): HTMLInputElement {
  const input = document.createElement('input');
  document.body.append(input);
  store.register(name).ref(input);
  return input;
}

describe('FormStore', () => {
  it('a new default moves a field still at its default, and leaves one the user changed', () => {
    const store = new FormStore<Values>({ name: '', meetingId: '' });
    const meeting = attached(store, 'meetingId');
    store.setDefaultValue('meetingId', '12');
    expect(meeting.value).toBe('12');
    expect(store.getFieldState('meetingId').isDirty).toBe(false);

    store.change('meetingId', '14');
    store.setDefaultValue('meetingId', '13');
    expect(store.getValues().meetingId).toBe('14');
    expect(store.getFieldState('meetingId').isDirty).toBe(true);
    meeting.remove();
  });

  it('keeps an error the server set until its field changes, then checks the field again', async () => {
    const store = new FormStore<Values>({ name: '', meetingId: '' });
    const name = attached(store, 'name');
    store.register('name', { required: 'Name is required' });
    store.change('name', 'Ada');
    await store.handleSubmit(() => {
      store.setError('name', { message: 'Taken' });
    })();
    store.change('meetingId', '3');
    expect(store.formState.errors.name?.message).toBe('Taken');
    store.change('name', '');
    expect(store.formState.errors.name?.message).toBe('Name is required');
    store.change('name', 'Ada');
    expect(store.formState.errors.name).toBeUndefined();
    name.remove();
  });

  it('a reset during a submit leaves the form unsubmitted: typing afterwards is not checked', async () => {
    const store = new FormStore<Values>({ name: '', meetingId: '' });
    const name = attached(store, 'name');
    store.register('name', { required: 'Name is required' });
    store.change('name', 'Ada');
    const onValid = vi.fn(() => store.reset());
    await store.handleSubmit(onValid)();
    expect(onValid).toHaveBeenCalledWith({ name: 'Ada', meetingId: '' });
    expect(name.value).toBe('');
    expect(store.formState.submitCount).toBe(0);
    store.change('name', '');
    expect(store.formState.errors.name).toBeUndefined();
    name.remove();
  });

  it('tells a value listener of every change, set value and reset, until it unsubscribes', () => {
    const store = new FormStore<Values>({ name: '', meetingId: '' });
    const seen: string[] = [];
    const subscription = store.watch((values) => seen.push(values.name));
    store.change('name', 'A');
    store.setValue('name', 'B');
    store.reset();
    subscription.unsubscribe();
    store.change('name', 'C');
    expect(seen).toEqual(['A', 'B', '']);
  });
});
