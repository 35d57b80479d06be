import { Home, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { describeError } from '../lib/build-error-report';
import { ErrorCard } from './error-card';
import { ErrorReportForm } from './error-report-form';
import { ReportSent } from './report-sent';

type Step = { name: 'card' } | { name: 'form' } | { name: 'sent'; reportId: string };

/** A new build was deployed and this page's chunk is gone: only a reload helps. */
function isStaleChunk(message: string): boolean {
  return /dynamically imported module|Importing a module script failed|Failed to fetch dynamically/i.test(
    message,
  );
}

/**
 * Every route's error boundary (docs/architecture.md 16.4): the error card, then the report form, then sent
 * or failed. The rest of the layout stays usable around it.
 */
export function RouteErrorBoundary() {
  const error = describeError(useRouteError());
  const location = useLocation();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'card' });

  const goHome = () => navigate('/home');
  const tryAgain = () => {
    if (isStaleChunk(error.message)) {
      window.location.reload();
      return;
    }
    // Navigating to the same place gives the route a fresh render.
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true },
    );
  };

  return (
    <div className="flex min-h-full w-full items-start justify-center px-4 py-10 sm:items-center">
      {step.name === 'card' ? (
        <ErrorCard
          message={error.message}
          onGoHome={goHome}
          onTryAgain={tryAgain}
          onReport={() => setStep({ name: 'form' })}
        />
      ) : (
        <Card className="w-full max-w-lg">
          <CardHeader>
            <CardTitle>Report this problem</CardTitle>
            <CardDescription>
              Your report goes to the support team with the technical details of the error.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {step.name === 'form' ? (
              <ErrorReportForm
                error={error}
                onBack={() => setStep({ name: 'card' })}
                onSent={(reportId) => setStep({ name: 'sent', reportId })}
              />
            ) : (
              <ReportSent reportId={step.reportId}>
                <Button variant="outline" onClick={goHome}>
                  <Home aria-hidden="true" />
                  Go Home
                </Button>
                <Button variant="outline" onClick={tryAgain}>
                  <RotateCcw aria-hidden="true" />
                  Try Again
                </Button>
              </ReportSent>
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
