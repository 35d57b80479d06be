import type { CreateAdminUserBody, CreatedAdminUser } from '@app/shared/admin-users';
import { useState } from 'react';
import { apiFieldErrors, issueFieldErrors, placeFieldErrors } from '@/components/form-errors';
import { FormRefusal } from '@/components/form-refusal';
import { PhoneField } from '@/components/phone-field';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useGroups } from '@/features/groups/public/get-groups';
import { apiErrorText } from '@/lib/api-error-text';
import type { SessionUser } from '@/lib/auth/session';
import { useForm } from '@/lib/form/use-form';
import { FORM_RULES_UNAVAILABLE, lazyResolver } from '@/lib/lazy-resolver';
import { loadOnce } from '@/lib/load-once';
import { useCreateAdminUser } from '../api/create-admin-user';
import type { CreateUserValues } from '../lib/create-user-rules';
import { grantableRoles } from '../lib/role-options';
import { RoleField } from './role-field';

type Values = CreateUserValues;
const FIELDS: readonly (keyof Values)[] = [
  'name',
  'email',
  'role',
  'classification',
  'phone',
  'companyName',
  'groupId',
];

// The form's rules and the shared schema (zod) load when the form is first focused or touched.
const rules = lazyResolver(() => import('../lib/create-user-rules').then((m) => m.createUserResolver));
const loadSchemas = loadOnce(() => import('@app/shared/admin-users'));
const preload = () => {
  rules.preload();
  void loadSchemas().catch(() => undefined);
};

/** Administrators choose the group (their own by default); anyone else adds to their own group. */
function GroupChoice({
  me,
  register,
}: {
  me: SessionUser;
  register: ReturnType<typeof useForm<Values>>['register'];
}) {
  const groups = useGroups({ q: '', status: null }, { enabled: me.isAdmin });
  const items = groups.data?.pages.flatMap((p) => p.items) ?? [];
  if (!me.isAdmin || items.length < 2) {
    return null;
  }
  return (
    <Field label="Group">
      <Select {...register('groupId')}>
        {items.map((g) => (
          <option key={g.id} value={String(g.id)}>
            {g.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

interface CreateUserFormProps {
  me: SessionUser;
  onCreated: (user: CreatedAdminUser) => void;
  onCancel: () => void;
}

/** A new member: name, e-mail, role and optional details; the server mails a temporary password. */
export function CreateUserForm({ me, onCreated, onCancel }: CreateUserFormProps) {
  const create = useCreateAdminUser();
  const [refusal, setRefusal] = useState<string | null>(null);
  const roles = grantableRoles(me);
  const form = useForm<Values>({
    resolver: rules.resolver,
    defaultValues: {
      name: '',
      email: '',
      role: roles.includes('Member') ? 'Member' : (roles[0] ?? ''),
      classification: '',
      phone: '',
      companyName: '',
      groupId: me.group ? String(me.group.id) : '',
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const schemas = await loadSchemas().catch(() => null);
    if (!schemas) {
      setRefusal(FORM_RULES_UNAVAILABLE);
      return;
    }
    const groupId = Number(values.groupId);
    const parsed = schemas.createAdminUserBody.safeParse({
      name: values.name,
      email: values.email,
      role: values.role,
      ...(values.classification.trim() ? { classification: values.classification } : {}),
      ...(values.phone.trim() ? { phone: values.phone } : {}),
      ...(values.companyName.trim() ? { companyName: values.companyName } : {}),
      ...(me.isAdmin && groupId > 0 && groupId !== me.group?.id ? { groupId } : {}),
    });
    if (!parsed.success) {
      placeFieldErrors(form.setError, FIELDS, issueFieldErrors(parsed.error.issues));
      return;
    }
    const body: CreateAdminUserBody = parsed.data;
    create.mutate(body, {
      onSuccess: onCreated,
      onError: (error) => {
        if (placeFieldErrors(form.setError, FIELDS, apiFieldErrors(error)) === 0) {
          setRefusal(apiErrorText(error, 'The account could not be created. Please try again.'));
        }
      },
    });
  });

  return (
    <form
      onSubmit={submit}
      onFocus={preload}
      onPointerDown={preload}
      noValidate
      className="space-y-4"
      aria-label="Create user"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" error={errors.name?.message}>
          <Input autoComplete="off" {...form.register('name')} />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </Field>
        <RoleField roles={roles} error={errors.role?.message} {...form.register('role')} />
        <GroupChoice me={me} register={form.register} />
        <Field label="Classification" optional error={errors.classification?.message}>
          <Input autoComplete="off" {...form.register('classification')} />
        </Field>
        <Field label="Company" optional error={errors.companyName?.message}>
          <Input autoComplete="off" {...form.register('companyName')} />
        </Field>
        <PhoneField error={errors.phone?.message} autoComplete="off" {...form.register('phone')} />
      </div>
      <FormRefusal>{refusal ?? errors.root?.message}</FormRefusal>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create user'}
        </Button>
      </div>
    </form>
  );
}
