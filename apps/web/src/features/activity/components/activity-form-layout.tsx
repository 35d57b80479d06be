import CircleCheck from 'lucide-react/icons/circle-check';
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { FormRefusal } from '@/components/form-refusal';
import { LazyRulesForm } from '@/components/lazy-rules-form';
import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import type { SlipDone } from '../hooks/use-submit-slip';

interface ActivityFormLayoutProps {
  /** The form's accessible name ("Referral"). */
  name: string;
  intro: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  pending: boolean;
  refusal: string | null;
  /** True when the fields were filled from a draft saved on this device. */
  restored: boolean;
  onDiscard: () => void;
  /** Called when the form is first focused or touched: its rules start loading. */
  onFirstUse: () => void;
  /** The slip just recorded: a message linking to it. */
  done: SlipDone | null;
  children: ReactNode;
}

/** The frame every slip form shares: intro, draft notice, fields, refusal and the submit row. */
export function ActivityFormLayout({
  name,
  intro,
  onSubmit,
  submitLabel,
  pending,
  refusal,
  restored,
  onDiscard,
  onFirstUse,
  done,
  children,
}: ActivityFormLayoutProps) {
  return (
    <Page className="space-y-5">
      <p className="text-sm text-muted">{intro}</p>
      {done ? (
        <p
          role="status"
          className="flex flex-wrap items-center gap-2 rounded-lg bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950/60 dark:text-green-100"
        >
          <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
          <span className="flex-1">{done.text}</span>
          <Link to={done.href} className="font-medium underline underline-offset-4">
            View slip
          </Link>
        </p>
      ) : null}
      {restored && !done ? (
        <p
          role="status"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900 dark:bg-brand-950 dark:text-brand-100"
        >
          Your unsent draft was restored.
          <Button variant="link" size="sm" onClick={onDiscard}>
            Start over
          </Button>
        </p>
      ) : null}
      <LazyRulesForm
        onSubmit={onSubmit}
        aria-label={name}
        className="space-y-5 rounded-xl border border-border bg-card p-4 shadow-xs sm:p-6"
        preload={onFirstUse}
      >
        {children}
        <FormRefusal>{refusal}</FormRefusal>
        <div className="flex justify-end">
          <Button type="submit" disabled={pending} className="w-full sm:w-auto">
            {pending ? 'Saving…' : submitLabel}
          </Button>
        </div>
      </LazyRulesForm>
    </Page>
  );
}
