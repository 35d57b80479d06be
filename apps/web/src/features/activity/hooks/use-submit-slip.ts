import type { ActivityItem, CreateActivityInput } from '@app/shared/activities';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { apiFieldErrors, type FieldMessage, placeFieldErrors } from '@/components/form-errors';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import type { FormStore } from '@/lib/form/form-store';
import type { FieldName, FieldValues } from '@/lib/form/form-types';
import { FORM_RULES_UNAVAILABLE } from '@/lib/lazy-resolver';
import { loadOnce } from '@/lib/load-once';
import { paths } from '@/lib/paths';
import { useCreateActivity } from '../api/create-activity';
import { clearDraft } from './use-form-draft';

/** The shared schema the server checks a slip with, loaded with the form's own rules. */
const loadSlipSchemas = loadOnce(() => import('../lib/slip-schemas'));

export interface SlipDone {
  id: number;
  text: string;
  href: string;
}

interface SubmitSlipOptions<T extends FieldValues> {
  draftName: string;
  form: FormStore<T>;
  /** The form's fields, for placing the server's field errors. */
  fields: readonly FieldName<T>[];
  /** A body path of the API ("contact.name") to the form field showing it (default: its first part). */
  fieldOf?: (path: string) => string;
  defaults: T;
  /** What the success message says about the new slip. */
  successText: (slip: ActivityItem) => string;
}

/**
 * Sends a slip: on success the draft is forgotten, the form emptied and a toast links to the new
 * slip in Given; the server's field errors land on their fields, other refusals above the button.
 */
export function useSubmitSlip<T extends FieldValues>(options: SubmitSlipOptions<T>) {
  const create = useCreateActivity();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<SlipDone | null>(null);
  const mapField = options.fieldOf ?? ((p: string) => p.split('.')[0] ?? p);

  const place = (messages: FieldMessage[]) =>
    placeFieldErrors(
      options.form.setError,
      options.fields,
      messages.map((m) => ({ ...m, field: mapField(m.field) })),
    );

  /** Checks the body with the shared schema the server uses, then sends what it parsed. */
  const submit = async (input: CreateActivityInput) => {
    setRefusal(null);
    setDone(null);
    let schemas: Awaited<ReturnType<typeof loadSlipSchemas>>;
    try {
      schemas = await loadSlipSchemas();
    } catch {
      setRefusal(FORM_RULES_UNAVAILABLE);
      return;
    }
    const parsed = schemas.parseSlipBody(input);
    if (!parsed.success) {
      const messages = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
      if (place(messages) === 0) {
        setRefusal(messages[0]?.message ?? 'Please check the form.');
      }
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (slip) => {
        clearDraft(options.draftName);
        options.form.reset(options.defaults);
        const href = `${paths.activity('given')}?id=${slip.id}`;
        const text = options.successText(slip);
        setDone({ id: slip.id, text, href });
        toast({
          title: text,
          variant: 'success',
          action: { label: 'View slip', onClick: () => void navigate(href) },
        });
      },
      onError: (error) => {
        if (place(apiFieldErrors(error)) === 0) {
          setRefusal(apiErrorText(error, 'The slip could not be saved. Please try again.'));
        }
      },
    });
  };

  return { submit, place, pending: create.isPending, refusal, done };
}
