// `npm run seed:demo`: fills the store (DATABASE_URL or DATA_DIR, the server's) with a realistic
// chapter of 30 members and their conversations, so the app can be tried. Safe to run twice: it
// stops if the demo chapter is already there. On the embedded store it needs the server stopped:
// it refuses with one line while a server has DATA_DIR open (db/store-lock.ts).
import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { openStore, StoreError, StoreInUseError } from '../db/client';
import { prepareStore } from '../db/prepare';
import { DEMO_AVATARS, DEMO_PEOPLE } from './demo-people';
import { DEMO_PASSWORD, demoEmailOf, seedDemoChapter } from './seed-demo-chapter';

function fail(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    fail(err.message);
  }
  throw err;
}
let store: Awaited<ReturnType<typeof openStore>>;
try {
  store = await openStore({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: console.log,
    holder: 'npm run seed:demo',
  });
} catch (err) {
  if (err instanceof StoreInUseError) {
    fail(
      `npm run seed:demo: the embedded store in "${err.dir}" is in use by ${err.owner.holder} (pid ${err.owner.pid}); stop it, seed, then start it again.`,
    );
  }
  if (err instanceof StoreError) {
    fail(err.message);
  }
  throw err;
}
let firstStart: string | undefined;
const secret = await prepareStore(store, config, console.log, {
  onFirstStart: (notice) => {
    firstStart = notice;
  },
});
const app = await buildApp({ config, store, secret, closeStore: true });
try {
  const seeded = await seedDemoChapter(app);
  if (!seeded) {
    console.log('The demo chapter is already in this store; nothing to do.');
  } else {
    const { activity, meetings } = seeded;
    console.log(`Seeded ${seeded.news} news items and renewal dates (4 overdue, 2 due this month).`);
    console.log(
      `Seeded ${meetings.meetings} weekly meetings (past year and next 12 weeks), ${meetings.rsvps} RSVPs, ${meetings.attendance} attendance rows, ${meetings.visitors} visitors and ${meetings.substitutions} substitutes.`,
    );
    console.log(
      `Seeded ${activity.slips} slips over a year, ${activity.mentors} mentors and ${activity.applications} mentorship applications.`,
    );
    console.log(
      `Seeded ${seeded.memberIds.length} members of "${config.bootstrapGroupName}" (${DEMO_AVATARS} with a picture), ${seeded.applicants} pending applicants, and ${seeded.messages} messages in ${seeded.conversations} conversations.`,
    );
    console.log(
      `Sign in as any of them with password ${DEMO_PASSWORD}, e.g. ${demoEmailOf(DEMO_PEOPLE[0]?.name ?? '')} (President).`,
    );
  }
} finally {
  await app.close();
  // Seeding an empty store created it: its join code and administrator come last, set apart.
  if (firstStart) {
    console.log(firstStart);
  }
}
