import { type AdminUserItem, type UpdateAdminUserBody, updateAdminUserBody } from '@app/shared/admin-users';
import { CLASSIFICATION_MAX, PERSON_NAME_MAX, PHONE_INPUT_MAX } from '@app/shared/person-limits';
import { useState } from 'react';
import { z } from 'zod';
import { apiFieldErrors, issueFieldErrors, placeFieldErrors } from '@/components/form-errors';
import { FormRefusal } from '@/components/form-refusal';
import { PhoneField } from '@/components/phone-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { useSession } from '@/lib/auth/session';
import { useForm } from '@/lib/form/use-form';
import { zodRules } from '@/lib/form/zod-rules';
import { useUpdateAdminUser } from '../api/update-admin-user';
import { grantableRoles } from '../lib/role-options';
import { RoleField } from './role-field';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(PERSON_NAME_MAX),
  phone: z.string().max(PHONE_INPUT_MAX),
  classification: z.string().max(CLASSIFICATION_MAX),
  role: z.string(),
});
type Values = z.infer<typeof schema>;
const FIELDS = Object.keys(schema.shape) as (keyof Values)[];

/** Only the fields that changed (PATCH); null when nothing did. */
function changes(user: AdminUserItem, values: Values): Record<string, string | null> | null {
  const out: Record<string, string | null> = {};
  if (values.name.trim() !== user.name) {
    out.name = values.name;
  }
  if (values.phone.trim() !== (user.phone ?? '')) {
    out.phone = values.phone;
  }
  if (user.role && values.classification.trim() !== (user.classification ?? '')) {
    out.classification = values.classification;
  }
  if (user.role && values.role !== user.role.name) {
    out.role = values.role;
  }
  return Object.keys(out).length > 0 ? out : null;
}

interface EditUserDialogProps {
  user: AdminUserItem;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null;
}

/** Name, phone, classification and role of one person (roles above the caller's own are not offered). */
export function EditUserDialog({ user, onClose, returnFocusTo }: EditUserDialogProps) {
  const { user: me } = useSession();
  const update = useUpdateAdminUser();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodRules(schema),
    defaultValues: {
      name: user.name,
      phone: user.phone ?? '',
      classification: user.classification ?? '',
      role: user.role?.name ?? '',
    },
  });
  const { errors } = form.formState;
  const roles: string[] = me ? grantableRoles(me) : [];
  if (user.role && !roles.includes(user.role.name)) {
    roles.unshift(user.role.name);
  }

  const submit = form.handleSubmit((values) => {
    setRefusal(null);
    const changed = changes(user, values);
    if (!changed) {
      onClose();
      return;
    }
    const parsed = updateAdminUserBody.safeParse(changed);
    if (!parsed.success) {
      placeFieldErrors(form.setError, FIELDS, issueFieldErrors(parsed.error.issues));
      return;
    }
    const body: UpdateAdminUserBody = parsed.data;
    update.mutate(
      { id: user.id, body },
      {
        onSuccess: () => {
          toast({ title: 'Changes saved', description: `${user.name} was updated.`, variant: 'success' });
          onClose();
        },
        onError: (error) => {
          if (placeFieldErrors(form.setError, FIELDS, apiFieldErrors(error)) === 0) {
            setRefusal(apiErrorText(error, 'The changes could not be saved. Please try again.'));
          }
        },
      },
    );
  });

  return (
    <Dialog open onOpenChange={(next) => (next || update.isPending ? undefined : onClose())}>
      <DialogContent
        title={`Edit ${user.name}`}
        description={user.email}
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo();
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <form onSubmit={submit} noValidate className="space-y-4" aria-label={`Edit ${user.name}`}>
          <Field label="Name" error={errors.name?.message}>
            <Input autoComplete="off" {...form.register('name')} />
          </Field>
          <PhoneField error={errors.phone?.message} autoComplete="off" {...form.register('phone')} />
          {user.role ? (
            <>
              <Field label="Classification" optional error={errors.classification?.message}>
                <Input autoComplete="off" {...form.register('classification')} />
              </Field>
              <RoleField roles={roles} error={errors.role?.message} {...form.register('role')} />
            </>
          ) : null}
          <FormRefusal>{refusal}</FormRefusal>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save changes'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
