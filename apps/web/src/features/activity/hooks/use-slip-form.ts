import type { ActivityItem } from '@app/shared/activities';
import type { FieldName, FieldValues } from '@/lib/form/form-types';
import { useForm } from '@/lib/form/use-form';
import type { lazyResolver } from '@/lib/lazy-resolver';
import { useDraftDefaults, useFormDraft } from './use-form-draft';
import { useSubmitSlip } from './use-submit-slip';

interface SlipFormOptions<T extends FieldValues> {
  /** The form's draft key in local storage (one per form). */
  draftName: string;
  /** The form's rules, loaded when the form is first used (lib/slip-schemas.ts). */
  rules: ReturnType<typeof lazyResolver<T>>;
  defaults: T;
  /** A body path of the API ("receiverId") to the form field showing its error. */
  fieldOf?: (path: string) => string;
  successText: (slip: ActivityItem) => string;
}

/**
 * What every slip form starts with: the form (checked with its rules, loaded when the form is first
 * focused or touched; filled from a draft kept on this device), the draft, the submission to the API, and the layout's state props.
 */
export function useSlipForm<T extends FieldValues>(options: SlipFormOptions<T>) {
  const { draftName, rules, defaults } = options;
  const initial = useDraftDefaults(draftName, defaults);
  const form = useForm<T>({ resolver: rules.resolver, defaultValues: initial.values });
  const draft = useFormDraft(draftName, form, defaults, initial.restored);
  const slip = useSubmitSlip({
    draftName,
    form,
    fields: Object.keys(defaults) as FieldName<T>[],
    ...(options.fieldOf ? { fieldOf: options.fieldOf } : {}),
    defaults,
    successText: options.successText,
  });
  const layout = {
    pending: slip.pending,
    // The rules could not load (offline): the form says so where it shows the server's refusals.
    refusal: slip.refusal ?? form.formState.errors.root?.message ?? null,
    onFirstUse: rules.preload,
    restored: draft.restored,
    onDiscard: draft.discard,
    done: slip.done,
  };
  return { form, slip, layout };
}
