import { NEWS_BODY_MAX, NEWS_TITLE_MAX } from '@app/shared/news-limits';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
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

interface NewsFormValues {
  title: string;
  body: string;
  everyone: boolean;
}

/**
 * Leadership posts group news (manage_group); it appears live on every member's home. An
 * administrator may instead post an announcement to every group.
 */
export function NewsComposeForm() {
  const id = useId();
  const { user } = useSession();
  const create = useCreateNews();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<NewsFormValues>({ defaultValues: { title: '', body: '', everyone: false } });
  const { errors, isSubmitting } = form.formState;
  const everyone = form.watch('everyone');
  const hasGroup = Boolean(user?.group);

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const title = values.title.trim();
    const body = values.body.trim();
    if (!title) {
      form.setError('title', { message: 'Title is required' });
    }
    if (!body) {
      form.setError('body', { message: 'Text is required' });
    }
    if (!title || !body) {
      return;
    }
    try {
      await create.mutateAsync({ title, body, ...(values.everyone || !hasGroup ? { groupId: null } : {}) });
      toast({ title: 'News published', description: title, variant: 'success' });
      form.reset({ title: '', body: '', everyone: values.everyone });
    } catch (error) {
      const fields = apiFieldErrors(error).filter((d) => d.field === 'title' || d.field === 'body');
      for (const d of fields) {
        form.setError(d.field as 'title' | 'body', { message: d.message });
      }
      if (fields.length === 0) {
        setRefusal(apiErrorText(error, 'The news could not be published. Please try again.'));
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Group news" className="space-y-4">
      <Field label="Title" error={errors.title?.message}>
        <Input autoComplete="off" maxLength={NEWS_TITLE_MAX} {...form.register('title')} />
      </Field>
      <Field label="Text" error={errors.body?.message}>
        <Textarea rows={4} maxLength={NEWS_BODY_MAX} {...form.register('body')} />
      </Field>
      {user?.isAdmin && hasGroup ? (
        <div className="flex items-center gap-2">
          <Checkbox id={`${id}-everyone`} {...form.register('everyone')} />
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
