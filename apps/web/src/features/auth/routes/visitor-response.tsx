import { CheckCircle2, Info, MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { AuthScreen } from '../components/auth-screen';

interface ResponseView {
  icon: ReactNode;
  title: string;
  paragraphs: string[];
  link: string;
}

/** docs/architecture.md 16.2: the three variants of the invitation-response screen. */
export function responseView(action: string | null, alreadyProcessed: string | null): ResponseView {
  if (alreadyProcessed === 'true') {
    return {
      icon: <Info aria-hidden="true" className="size-10 text-amber-600 dark:text-amber-400" />,
      title: 'Already Processed',
      paragraphs: [
        'This invitation has already been handled.',
        'If you need to change your response, please contact the person who invited you.',
      ],
      link: 'Close',
    };
  }
  if (action === 'accept') {
    return {
      icon: <MailCheck aria-hidden="true" className="size-10 text-brand-700 dark:text-brand-300" />,
      title: 'Thank You for Accepting!',
      paragraphs: [
        'Please check your email for a temporary password and instructions on how to log in.',
        "If you don't see the email in a few minutes, please check your spam or junk folder.",
      ],
      link: 'Proceed to Login',
    };
  }
  return {
    icon: <CheckCircle2 aria-hidden="true" className="size-10 text-brand-700 dark:text-brand-300" />,
    title: 'Thank You for Responding',
    paragraphs: [
      'Your decline has been recorded.',
      'If you change your mind, please contact the person who invited you.',
    ],
    link: 'Close',
  };
}

/** /visitor/response?action=accept|decline&alreadyProcessed=true|false */
export function Component() {
  const [params] = useSearchParams();
  const view = responseView(params.get('action'), params.get('alreadyProcessed'));
  return (
    <AuthScreen>
      <div className="space-y-4 text-center">
        <div className="flex justify-center">{view.icon}</div>
        <h1 className="text-2xl font-bold tracking-tight">{view.title}</h1>
        {view.paragraphs.map((p) => (
          <p key={p} className="text-sm text-muted">
            {p}
          </p>
        ))}
        <Link to="/login" className={buttonClasses('primary', 'lg')} replace>
          {view.link}
        </Link>
      </div>
    </AuthScreen>
  );
}
