import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LazyRulesForm } from './lazy-rules-form';

function renderForm(
  preload: () => void,
  onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault()),
) {
  render(
    <LazyRulesForm aria-label="Contact" preload={preload} onSubmit={onSubmit}>
      <label>
        Subject
        <input name="subject" required />
      </label>
      <button type="submit">Send</button>
    </LazyRulesForm>,
  );
  return onSubmit;
}

describe('LazyRulesForm', () => {
  it('starts loading its rules when a field is first focused', async () => {
    const preload = vi.fn();
    renderForm(preload);
    expect(preload).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(screen.getByLabelText('Subject')).toHaveFocus();
    expect(preload).toHaveBeenCalled();
  });

  it('starts loading them when it is touched, before any focus', () => {
    const preload = vi.fn();
    renderForm(preload);
    fireEvent.pointerDown(screen.getByRole('form', { name: 'Contact' }));
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('leaves the checks to the app: the browser does not block submitting an empty required field', async () => {
    const onSubmit = renderForm(vi.fn());
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
