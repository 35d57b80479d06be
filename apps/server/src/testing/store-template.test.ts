import { afterAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../db/client';
import { runMigrations } from '../db/migrate';

const opened: Store[] = [];
afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
});

describe('a PGlite store started from a template (store-template.ts)', () => {
  it('holds what the template held, migrations included, and its own writes stay its own', async () => {
    const source = await openStore({ memory: true });
    opened.push(source);
    await runMigrations(source.sql);
    await source.sql.query("insert into app_meta (key, value) values ('template-probe', 'kept')");
    const dump = await source.dump?.();
    expect(dump).toBeInstanceOf(Blob);
    if (!dump) {
      return;
    }

    const [a, b] = await Promise.all([
      openStore({ memory: true, template: dump }),
      openStore({ memory: true, template: dump }),
    ]);
    opened.push(a, b);
    // Nothing left to apply: the copy has the migrations' tables and their record.
    expect(await runMigrations(a.sql)).toEqual([]);
    const read = async (store: Store) =>
      (await store.sql.query<{ value: string }>("select value from app_meta where key = 'template-probe'"))
        .rows[0]?.value;
    expect(await read(a)).toBe('kept');

    await a.sql.query("update app_meta set value = 'changed' where key = 'template-probe'");
    expect(await read(a)).toBe('changed');
    expect(await read(b)).toBe('kept');
    expect(await read(source)).toBe('kept');
  });
});
