import type { ActivityItem } from '@app/shared/activities';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useDraftDefaults, useFormDraft } from './use-form-draft';
import { useSubmitSlip } from './use-submit-slip';

interface SlipFormOptions<T extends FieldValues> {
  /** The form's draft key in local storage (one per form). */
  draftName: string;
  schema: z.ZodType<T, T>;
  defaults: T;
  /** A body path of the API ("receiverId") to the form field showing its error. */
  fieldOf?: (path: string) => string;
  successText: (slip: ActivityItem) => string;
}

/**
 * What every slip form starts with: the form (checked with its schema, filled from a draft kept on
 * this device), the draft, the submission to the API, and the layout's state props.
 */
export function useSlipForm<T extends FieldValues>(options: SlipFormOptions<T>) {
  const { draftName, schema, defaults } = options;
  const initial = useDraftDefaults(draftName, defaults);
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues: initial.values });
  const draft = useFormDraft(draftName, form, defaults, initial.restored);
  const slip = useSubmitSlip({
    draftName,
    form,
    fields: Object.keys(defaults) as Path<T>[],
    ...(options.fieldOf ? { fieldOf: options.fieldOf } : {}),
    defaults,
    successText: options.successText,
  });
  const layout = {
    pending: slip.pending,
    refusal: slip.refusal,
    restored: draft.restored,
    onDiscard: draft.discard,
    done: slip.done,
  };
  return { form, slip, layout };
}
