import { Mail } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { useSupportContact } from '@/lib/support-contact';

/** The operator's support address (SUPPORT_EMAIL). */
export function ContactDetails() {
  const { data, isLoading } = useSupportContact();
  if (isLoading) {
    return <Spinner label="Loading contact details" />;
  }
  if (!data) {
    return <p className="text-sm text-muted">Use the form below to reach support.</p>;
  }
  return (
    <a
      href={`mailto:${data.email}`}
      className="inline-flex items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm font-medium text-link hover:bg-surface"
    >
      <Mail className="size-4" aria-hidden="true" />
      {data.email}
    </a>
  );
}
