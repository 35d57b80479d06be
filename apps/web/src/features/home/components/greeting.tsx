import type { SessionUser } from '@/lib/auth/session';

export function greetingFor(hour: number): string {
  if (hour < 12) {
    return 'Good morning';
  }
  return hour < 18 ? 'Good afternoon' : 'Good evening';
}

const today = new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long' });

export function Greeting({ user, now = new Date() }: { user: SessionUser; now?: Date }) {
  const firstName = user.name.trim().split(/\s+/)[0] ?? user.name;
  return (
    <div>
      <p className="text-sm text-muted">{today.format(now)}</p>
      <h2 className="mt-1 text-2xl font-semibold tracking-tight sm:text-3xl">
        {greetingFor(now.getHours())}, {firstName}
      </h2>
    </div>
  );
}
