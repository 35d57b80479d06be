import { ChevronRight, Type } from 'lucide-react';
import { Link } from 'react-router';
import { Page } from '@/components/page';
import { OutboxList } from '@/features/mail/components/outbox-list';
import { ToolsSystemInfo } from '@/features/system/components/system-info';
import { paths } from '@/lib/paths';

/** Admin tools: system information, the mail and SMS outbox, and the font showcase. */
export function Component() {
  return (
    <Page className="space-y-6">
      <section aria-labelledby="system-heading" className="space-y-3">
        <h2 id="system-heading" className="text-lg font-semibold">
          System information
        </h2>
        <ToolsSystemInfo />
      </section>
      <section aria-labelledby="outbox-heading" className="space-y-3">
        <h2 id="outbox-heading" className="text-lg font-semibold">
          Outbox (mail and SMS)
        </h2>
        <OutboxList />
      </section>
      <Link
        to={paths.admin.fontShowcase}
        className="flex items-center gap-3 rounded-xl border border-border bg-card p-4 hover:bg-surface"
      >
        <Type className="size-5 text-muted" aria-hidden="true" />
        <span className="flex-1">
          <span className="block text-sm font-semibold">Font showcase</span>
          <span className="block text-sm text-muted">Compare the brand fonts available for the logo.</span>
        </span>
        <ChevronRight className="size-4 text-muted" aria-hidden="true" />
      </Link>
    </Page>
  );
}
