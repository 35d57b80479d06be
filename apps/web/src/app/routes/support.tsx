import { useState } from 'react';
import { Page } from '@/components/page';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorReportForm } from '@/features/errors/components/error-report-form';
import { ReportSent } from '@/features/errors/components/report-sent';
import { ContactDetails } from '@/features/support/components/contact-details';
import { ContactForm } from '@/features/support/components/contact-form';

const MANUAL_REPORT = { message: 'Problem reported from the Support page', component: 'Support page' };

/** /support: contact details, a message form and the error-report form (composed from two features). */
export function Component() {
  const [reportId, setReportId] = useState<string | null>(null);
  return (
    <Page className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Contact support</CardTitle>
          <CardDescription>
            Questions about your account or how to use Chapter? We answer by e-mail.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <ContactDetails />
          <ContactForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Report a problem</CardTitle>
          <CardDescription>
            Something not working as it should? Tell us what happened; your browser details are added for you.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {reportId ? (
            <ReportSent reportId={reportId}>
              <button
                type="button"
                className="text-sm font-medium text-link hover:underline"
                onClick={() => setReportId(null)}
              >
                Report another problem
              </button>
            </ReportSent>
          ) : (
            <ErrorReportForm error={MANUAL_REPORT} onSent={setReportId} />
          )}
        </CardContent>
      </Card>
    </Page>
  );
}
