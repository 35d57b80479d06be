import { NEWS_BODY_MAX, NEWS_TITLE_MAX } from '@app/shared/news-limits';
import { type FormEvent, useId, useState } from 'react';
import { apiFieldErrors } from '@/components/form-errors';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { useSession } from '@/lib/auth/session';
import { useCreateNews } from '../api/create-news';

type NewsErrors = Partial<Record<'title' | 'body', string>>;

/**
 * Leadership posts group news (manage_group); it appears live on every member's home. An
 * administrator may instead post an announcement to every group.
 */
export function NewsComposeForm() {
  const id = useId();
  const { user } = useSession();
  const create = useCreateNews();
  const [refusal, setRefusal] = useState<string | null>(null);
  // Three fields need no form library: the page paints without lib/form.
  const [titleText, setTitleText] = useState('');
  const [bodyText, setBodyText] = useState('');
  const [everyone, setEveryone] = useState(false);
  const [errors, setErrors] = useState<NewsErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const hasGroup = Boolean(user?.group);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const title = titleText.trim();
    const body = bodyText.trim();
    setErrors({
      ...(title ? {} : { title: 'Title is required' }),
      ...(body ? {} : { body: 'Text is required' }),
    });
    if (!title || !body) {
      return;
    }
    setSubmitting(true);
    try {
      await create.mutateAsync({ title, body, ...(everyone || !hasGroup ? { groupId: null } : {}) });
      toast({ title: 'News published', description: title, variant: 'success' });
      setTitleText('');
      setBodyText('');
    } catch (error) {
      const fields = apiFieldErrors(error).filter((d) => d.field === 'title' || d.field === 'body');
      setErrors(Object.fromEntries(fields.map((d) => [d.field, d.message])));
      if (fields.length === 0) {
        setRefusal(apiErrorText(error, 'The news could not be published. Please try again.'));
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Group news" className="space-y-4">
      <Field label="Title" error={errors.title}>
        <Input
          autoComplete="off"
          maxLength={NEWS_TITLE_MAX}
          value={titleText}
          onChange={(e) => {
            setTitleText(e.target.value);
            setErrors((current) => ({ ...current, title: undefined }));
          }}
        />
      </Field>
      <Field label="Text" error={errors.body}>
        <Textarea
          rows={4}
          maxLength={NEWS_BODY_MAX}
          value={bodyText}
          onChange={(e) => {
            setBodyText(e.target.value);
            setErrors((current) => ({ ...current, body: undefined }));
          }}
        />
      </Field>
      {user?.isAdmin && hasGroup ? (
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-everyone`}
            name="everyone"
            checked={everyone}
            onChange={(e) => setEveryone(e.target.checked)}
          />
          <Label htmlFor={`${id}-everyone`}>Announcement to every group</Label>
        </div>
      ) : null}
      {refusal ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {refusal}
        </p>
      ) : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Publishing…' : everyone || !hasGroup ? 'Publish announcement' : 'Publish news'}
      </Button>
    </form>
  );
}
