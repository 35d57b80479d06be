import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { showApiErrorToast } from '@/lib/api-error-toast';

/** Why a message was not sent, in words a member understands; the draft is kept. */
export function showSendErrorToast(error: unknown): void {
  if (error instanceof ApiError && error.status === 429) {
    toast({ title: 'Slow down', description: error.message, variant: 'warning' });
    return;
  }
  if (error instanceof ApiError && error.status === 400) {
    toast({ title: 'Message not sent', description: error.message, variant: 'destructive' });
    return;
  }
  if (error instanceof ApiError && error.status === 404) {
    toast({
      title: 'Message not sent',
      description: 'You cannot write to this person.',
      variant: 'destructive',
    });
    return;
  }
  showApiErrorToast(error);
}
