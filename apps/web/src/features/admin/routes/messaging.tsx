import { Page } from '@/components/page';
import { PermissionGate } from '@/components/permission-gate';
import { NewsComposeForm } from '../components/news-compose-form';

/** Admin > Messaging: group news for leadership (manage_group); text messages follow. */
export function Component() {
  return (
    <Page>
      <PermissionGate permission="manage_group" fallback={null}>
        <section
          aria-labelledby="news-heading"
          className="space-y-3 rounded-xl border border-border bg-card p-4"
        >
          <h2 id="news-heading" className="text-lg font-semibold">
            Group news
          </h2>
          <p className="text-sm text-muted">Members see it at once on their home page.</p>
          <NewsComposeForm />
        </section>
      </PermissionGate>
    </Page>
  );
}
