import { ExternalLink } from 'lucide-react';

/** The open-source software Chapter is built on (checked against each package's own licence field). */
const PACKAGES: { name: string; license: string; url: string; use: string }[] = [
  { name: 'React', license: 'MIT', url: 'https://react.dev', use: 'User interface' },
  { name: 'React Router', license: 'MIT', url: 'https://reactrouter.com', use: 'Pages and navigation' },
  {
    name: 'TanStack Query',
    license: 'MIT',
    url: 'https://tanstack.com/query',
    use: 'Data loading and caching',
  },
  {
    name: 'Radix UI Primitives',
    license: 'MIT',
    url: 'https://www.radix-ui.com/primitives',
    use: 'Accessible dialogs, menus, tabs, toasts',
  },
  { name: 'Tailwind CSS', license: 'MIT', url: 'https://tailwindcss.com', use: 'Styling' },
  { name: 'Lucide', license: 'ISC', url: 'https://lucide.dev', use: 'Icons' },
  { name: 'Zod', license: 'MIT', url: 'https://zod.dev', use: 'Validation' },
  { name: 'clsx', license: 'MIT', url: 'https://github.com/lukeed/clsx', use: 'Class names' },
  {
    name: 'tailwind-merge',
    license: 'MIT',
    url: 'https://github.com/dcastil/tailwind-merge',
    use: 'Class names',
  },
  {
    name: 'Centrifuge JS',
    license: 'MIT',
    url: 'https://github.com/centrifugal/centrifuge-js',
    use: 'Live updates',
  },
  {
    name: 'Figtree, Inter, Montserrat, Nunito (Fontsource)',
    license: 'SIL Open Font License 1.1',
    url: 'https://fontsource.org',
    use: 'Typefaces',
  },
  { name: 'Fastify', license: 'MIT', url: 'https://fastify.dev', use: 'Server' },
  { name: 'Drizzle ORM', license: 'Apache-2.0', url: 'https://orm.drizzle.team', use: 'Database access' },
  { name: 'PGlite', license: 'Apache-2.0', url: 'https://pglite.dev', use: 'Embedded database' },
  { name: 'node-postgres', license: 'MIT', url: 'https://node-postgres.com', use: 'PostgreSQL client' },
  { name: 'jose', license: 'MIT', url: 'https://github.com/panva/jose', use: 'Sign-in tokens' },
  {
    name: '@node-rs/argon2',
    license: 'MIT',
    url: 'https://github.com/napi-rs/node-rs',
    use: 'Password hashing',
  },
  { name: 'Nodemailer', license: 'MIT-0', url: 'https://nodemailer.com', use: 'E-mail' },
  { name: 'ioredis', license: 'MIT', url: 'https://github.com/redis/ioredis', use: 'Scaling across servers' },
  {
    name: 'libphonenumber-js',
    license: 'MIT',
    url: 'https://gitlab.com/catamphetamine/libphonenumber-js',
    use: 'Phone numbers',
  },
  { name: 'ws', license: 'MIT', url: 'https://github.com/websockets/ws', use: 'WebSockets' },
  { name: 'Pino', license: 'MIT', url: 'https://getpino.io', use: 'Logging' },
  { name: 'Vite', license: 'MIT', url: 'https://vite.dev', use: 'Build tool' },
];

export function OpenSourceLicenses() {
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        Chapter is built with these open-source projects. Thank you to their authors and contributors. Each is
        used under the licence shown; the full licence texts ship with the packages.
      </p>
      <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card">
        {PACKAGES.map((p) => (
          <li key={p.name} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
            <a
              href={p.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-w-0 items-center gap-1 font-medium text-link hover:underline"
            >
              {p.name}
              <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            <span className="text-muted">{p.use}</span>
            <span className="ml-auto rounded-full bg-surface px-2 py-0.5 text-xs font-medium">
              {p.license}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
