import { Page } from '@/components/page';
import { PermissionGate } from '@/components/permission-gate';
import { NewsComposeForm } from '@/features/news/components/news-compose-form';
import { SmsComposeForm } from '@/features/sms/components/sms-compose-form';
import { SmsHistory } from '@/features/sms/components/sms-history';
import { SmsOptOuts } from '@/features/sms/components/sms-opt-outs';

const CARD = 'space-y-3 rounded-xl border border-border bg-card p-4';

/** Admin > Messaging: texts to members (send_sms) and group news (manage_group). */
export function Component() {
  return (
    <Page className="space-y-6">
      <PermissionGate permission="send_sms" fallback={null}>
        <section aria-labelledby="sms-heading" className={CARD}>
          <h2 id="sms-heading" className="text-lg font-semibold">
            Text message
          </h2>
          <SmsComposeForm />
        </section>
        <section aria-labelledby="sms-history-heading" className="space-y-3">
          <h2 id="sms-history-heading" className="text-lg font-semibold">
            Sent messages
          </h2>
          <SmsHistory />
        </section>
        <section aria-labelledby="sms-opt-outs-heading" className="space-y-3">
          <h2 id="sms-opt-outs-heading" className="text-lg font-semibold">
            Opted out
          </h2>
          <p className="text-sm text-muted">
            These members answered STOP and get no texts until they send START from that phone.
          </p>
          <SmsOptOuts />
        </section>
      </PermissionGate>
      <PermissionGate permission="manage_group" fallback={null}>
        <section aria-labelledby="news-heading" className={CARD}>
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
