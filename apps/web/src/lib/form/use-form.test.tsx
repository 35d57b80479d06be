import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Controller } from './controller';
import { useForm } from './use-form';
import { zodRules } from './zod-rules';

interface Values {
  name: string;
  email: string;
  kind: string;
  weekly: boolean;
}

const schema = z.object({
  name: z.string().trim().min(1, 'Enter a name'),
  email: z.string().trim().min(1, 'Enter an email'),
  kind: z.string(),
  weekly: z.boolean(),
});

const DEFAULTS: Values = { name: '', email: '', kind: 'new', weekly: false };

function RulesForm({ onValid, defaults = DEFAULTS }: { onValid: (v: Values) => unknown; defaults?: Values }) {
  const form = useForm<Values>({ defaultValues: defaults, resolver: zodRules(schema) });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate aria-label="Rules">
      <label>
        Name
        <input {...form.register('name')} />
      </label>
      {errors.name ? <p>{errors.name.message}</p> : null}
      <label>
        Email
        <input {...form.register('email')} />
      </label>
      {errors.email ? <p>{errors.email.message}</p> : null}
      <label>
        Kind
        <select {...form.register('kind')}>
          <option value="new">New</option>
          <option value="repeat">Repeat</option>
        </select>
      </label>
      <label>
        Weekly
        <input type="checkbox" {...form.register('weekly')} />
      </label>
      {form.watch('weekly') ? <p>Every week</p> : null}
      <button type="submit">{isSubmitting ? 'Saving' : 'Save'}</button>
      <button type="button" onClick={() => form.reset()}>
        Empty
      </button>
      <button type="button" onClick={() => form.setError('email', { message: 'Taken' })}>
        Server says
      </button>
    </form>
  );
}

describe('useForm', () => {
  it('checks at submit, focuses the first field in error and sends nothing', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<RulesForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(screen.getByText('Enter an email')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('after a submit, a field loses or gains its error as it is typed in', async () => {
    const user = userEvent.setup();
    render(<RulesForm onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Enter a name');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await waitFor(() => expect(screen.queryByText('Enter a name')).toBeNull());
    // The other field keeps its error until it changes.
    expect(screen.getByText('Enter an email')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
  });

  it('does not check while typing before the first submit', async () => {
    const user = userEvent.setup();
    render(<RulesForm onValid={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'A');
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    expect(screen.queryByText('Enter a name')).toBeNull();
  });

  it('sends what the rules parsed (text, select, checkbox) and is submitting until the send ends', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<RulesForm onValid={onValid} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Ada ');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'repeat');
    await user.click(screen.getByRole('checkbox', { name: 'Weekly' }));
    expect(screen.getByText('Every week')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving' })).toBeInTheDocument();
    expect(onValid).toHaveBeenCalledWith({
      name: 'Ada',
      email: 'ada@example.com',
      kind: 'repeat',
      weekly: true,
    });
    finish();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('shows its defaults in the inputs, and reset writes them back and clears the errors', async () => {
    const user = userEvent.setup();
    render(
      <RulesForm onValid={vi.fn()} defaults={{ name: 'Bo', email: '', kind: 'repeat', weekly: true }} />,
    );
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Bo');
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('repeat');
    expect(screen.getByRole('checkbox', { name: 'Weekly' })).toBeChecked();
    await user.clear(name);
    await user.type(name, 'Cy');
    await user.click(screen.getByRole('checkbox', { name: 'Weekly' }));
    await user.click(screen.getByRole('button', { name: 'Server says' }));
    expect(screen.getByText('Taken')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Empty' }));
    expect(name).toHaveValue('Bo');
    expect(screen.getByRole('checkbox', { name: 'Weekly' })).toBeChecked();
    expect(screen.queryByText('Taken')).toBeNull();
  });
});

interface Own {
  title: string;
  code: string;
  picked: { id: number } | null;
}

function OwnChecksForm({ onValid }: { onValid: (v: Own) => unknown }) {
  const form = useForm<Own>({ defaultValues: { title: '', code: '', picked: null } });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate aria-label="Own">
      <label>
        Title
        <input
          {...form.register('title', {
            validate: (v) => v.length <= 3 || 'At most 3',
            required: 'Title is required',
          })}
        />
      </label>
      {errors.title ? <p>{errors.title.message}</p> : null}
      <label>
        Code
        <input {...form.register('code', { pattern: { value: /^\d{2}$/, message: 'Two digits' } })} />
      </label>
      {errors.code ? <p>{errors.code.message}</p> : null}
      <Controller
        control={form.control}
        name="picked"
        render={({ field }) => (
          <button type="button" onClick={() => field.onChange({ id: 7 })}>
            {field.value ? `Picked ${field.value.id}` : 'Pick'}
          </button>
        )}
      />
      <p>{form.getFieldState('picked').isDirty ? 'changed' : 'unchanged'}</p>
      <button type="submit">Save</button>
    </form>
  );
}

describe('useForm without rules', () => {
  it('checks required, pattern (only when filled) and validate, in that order', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<OwnChecksForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.queryByText('Two digits')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Long');
    expect(await screen.findByText('At most 3')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '1');
    expect(await screen.findByText('Two digits')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('a controlled field holds any value and counts as changed against its default', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<OwnChecksForm onValid={onValid} />);
    expect(screen.getByText('unchanged')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pick' }));
    expect(screen.getByRole('button', { name: 'Picked 7' })).toBeInTheDocument();
    expect(screen.getByText('changed')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Ok');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ title: 'Ok', code: '', picked: { id: 7 } }));
  });
});
