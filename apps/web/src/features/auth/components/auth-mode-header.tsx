export type AuthMode = 'login' | 'register' | 'forgot-password';

const HEADINGS: Record<AuthMode, { title: string; subtitle: string }> = {
  login: { title: 'Welcome back', subtitle: 'Sign in to your account' },
  register: { title: 'Create an account', subtitle: 'Join your chapter in a minute' },
  'forgot-password': { title: 'Forgot your password?', subtitle: 'We will e-mail you a reset link' },
};

export function AuthModeHeader({ mode }: { mode: AuthMode }) {
  const heading = HEADINGS[mode];
  return (
    <div className="space-y-1">
      <h1 className="text-2xl font-bold tracking-tight">{heading.title}</h1>
      <p className="text-sm text-muted">{heading.subtitle}</p>
    </div>
  );
}
