import { ChevronRight, Type } from 'lucide-react';
import { Link } from 'react-router';
import { ComingSoon } from '@/components/coming-soon';
import { Page } from '@/components/page';
import { paths } from '@/lib/paths';
import { OutboxList } from '../components/outbox-list';

/** Admin tools: the mail outbox and the font showcase; SMS outbox and system information later. */
export function Component() {
  return (
    <Page>
      <section aria-labelledby="outbox-heading" className="space-y-3">
        <h2 id="outbox-heading" className="text-lg font-semibold">
          Mail outbox
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
      <ComingSoon
        title="More tools"
        description="The text-message outbox and system information of this installation."
        planned={[
          'SMS outbox with delivery status',
          'System information: version, store and realtime broker',
        ]}
      />
    </Page>
  );
}
