import Hammer from 'lucide-react/icons/hammer';

interface Props {
  title: string;
  description: string;
  planned: string[];
}

/** A report of Admin > Reports that a later release brings: what it will hold. */
export function ReportsComingTab({ title, description, planned }: Props) {
  return (
    <section className="space-y-3 rounded-xl border border-dashed border-border p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Hammer className="size-5 text-muted" aria-hidden="true" />
        {title}
      </h2>
      <p className="text-sm font-medium text-brand-700 uppercase dark:text-brand-300">Coming soon</p>
      <p className="text-sm text-muted">{description}</p>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {planned.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </section>
  );
}
