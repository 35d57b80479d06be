import type { SmsTarget } from '@app/shared/sms';
import { countSmsSegments, SMS_BODY_MAX } from '@app/shared/sms-segments';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { useSendSms, useSmsPreview } from '../api/sms';
import { SmsPreviewSummary } from './sms-preview-summary';
import { SmsTargetPicker, type SmsTargetValue } from './sms-target-picker';

function targetOf(value: SmsTargetValue): SmsTarget | null {
  if (value.mode === 'all') {
    return { all: true };
  }
  if (value.mode === 'roles') {
    return value.roles.length > 0 ? { roles: value.roles } : null;
  }
  return value.userIds.length > 0 ? { userIds: value.userIds } : null;
}

/** The value, once it has stopped changing for `ms`. */
function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Compose a text: recipients, the text with its live character and segment count, the preview. */
export function SmsComposeForm() {
  const id = useId();
  const [target, setTarget] = useState<SmsTargetValue>({ mode: 'all', roles: [], userIds: [] });
  const [body, setBody] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const to = targetOf(target);
  const settled = useSettled(to ? JSON.stringify({ to, body: body.trim() }) : null);
  const preview = useSmsPreview(settled ? JSON.parse(settled) : null);
  const send = useSendSms();
  const count = countSmsSegments(body.trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    if (!to || !body.trim()) {
      setRefusal(to ? 'Write a message.' : 'Choose who gets the message.');
      return;
    }
    try {
      const sent = await send.mutateAsync({ to, body });
      toast({
        title: 'Message queued',
        description: `${sent.recipientCount} recipients${sent.skipped.length ? `, ${sent.skipped.length} skipped` : ''}.`,
        variant: 'success',
      });
      setBody('');
    } catch (error) {
      setRefusal(apiErrorText(error, 'The message could not be sent. Please try again.'));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Text message" className="space-y-4">
      <SmsTargetPicker value={target} onChange={setTarget} />
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-body`}>Message</Label>
        <Textarea
          id={`${id}-body`}
          rows={4}
          maxLength={SMS_BODY_MAX}
          value={body}
          aria-describedby={`${id}-count`}
          onChange={(e) => setBody(e.target.value)}
        />
        <p id={`${id}-count`} className="text-xs text-muted" aria-live="polite">
          {`${body.length} / ${SMS_BODY_MAX} characters · ${count.segments} ${count.segments === 1 ? 'segment' : 'segments'} (${count.encoding}) · ${count.remaining} left in this segment`}
        </p>
      </div>
      {to && preview.data ? (
        <SmsPreviewSummary preview={preview.data} />
      ) : to && preview.isPending ? (
        // The summary's usual height (the recipients and the skipped line) while the first preview
        // loads: the button and the history below do not move when it arrives (no layout shift).
        <div aria-hidden="true" className="h-[4.5rem] animate-pulse rounded-lg bg-surface" />
      ) : null}
      {refusal ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {refusal}
        </p>
      ) : null}
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send text'}
      </Button>
    </form>
  );
}
