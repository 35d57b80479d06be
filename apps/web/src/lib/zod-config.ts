// zod compiles fast object parsers with `new Function`, and probes for it on first use. The CSP
// (script-src 'self') forbids that: the probe is refused and reported as a violation on every
// page. Jitless parsing never tries. This module runs first in main.tsx, before any schema parses.
//
// It sets zod's global configuration object directly instead of calling `z.config()`: importing
// zod here would put about 4 kB of zod into the entry chunk. zod keeps that object on globalThis
// (`__zod_globalConfig`, zod/v4/core/core.js) and adopts one that exists when it loads; the test
// beside this file fails if a zod upgrade stops honouring it.
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
