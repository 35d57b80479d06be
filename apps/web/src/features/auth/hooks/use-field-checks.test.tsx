import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useFieldChecks } from './use-field-checks';

function TwoPasswords({
  onValid,
}: {
  onValid: (values: Record<'password' | 'confirm', string>) => Promise<void>;
}) {
  const { field, errors, handleSubmit } = useFieldChecks({
    password: (v) => (v.length < 8 ? 'At least 8 characters' : null),
    confirm: (v, all) => (v !== all.password ? 'The passwords do not match' : null),
  });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <label>
        Password
        <input type="password" {...field('password')} />
      </label>
      {errors.password ? <p>{errors.password}</p> : null}
      <label>
        Confirm
        <input type="password" {...field('confirm')} />
      </label>
      {errors.confirm ? <p>{errors.confirm}</p> : null}
      <button type="submit">Save</button>
    </form>
  );
}

describe('useFieldChecks', () => {
  it('checks every field on submit, focuses the first in error and sends nothing', async () => {
    const onValid = vi.fn(async () => undefined);
    render(<TwoPasswords onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Confirm'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('does not check while typing before the first submit, then checks each field as it is typed', async () => {
    render(<TwoPasswords onValid={async () => undefined} />);
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    expect(screen.queryByText('At least 8 characters')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('At least 8 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'enough');
    expect(screen.queryByText('At least 8 characters')).not.toBeInTheDocument();
  });

  it('hands the values to the submit when every check passes', async () => {
    const onValid = vi.fn(async () => undefined);
    render(<TwoPasswords onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Password'), 'long enough');
    await userEvent.type(screen.getByLabelText('Confirm'), 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ password: 'long enough', confirm: 'long enough' });
  });
});
