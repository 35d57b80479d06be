import { AlertTriangle, Bug, Home, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

interface ErrorCardProps {
  message?: string;
  onGoHome: () => void;
  onTryAgain: () => void;
  onReport: () => void;
}

/** docs/architecture.md 16.8: 'Something went wrong - We encountered an error while rendering this page'. */
export function ErrorCard({ message, onGoHome, onTryAgain, onReport }: ErrorCardProps) {
  return (
    <Card role="alert" className="w-full max-w-lg">
      <CardHeader>
        <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
          <AlertTriangle className="size-5" aria-hidden="true" />
        </span>
        <CardTitle>Something went wrong</CardTitle>
        <CardDescription>We encountered an error while rendering this page</CardDescription>
      </CardHeader>
      <CardContent>
        {message ? (
          <p className="rounded-md bg-surface p-3 font-mono text-xs break-words text-muted">{message}</p>
        ) : null}
      </CardContent>
      <CardFooter>
        <Button variant="outline" onClick={onGoHome}>
          <Home aria-hidden="true" />
          Go Home
        </Button>
        <Button variant="outline" onClick={onTryAgain}>
          <RotateCcw aria-hidden="true" />
          Try Again
        </Button>
        <Button onClick={onReport}>
          <Bug aria-hidden="true" />
          Report Issue
        </Button>
      </CardFooter>
    </Card>
  );
}
