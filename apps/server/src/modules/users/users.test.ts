import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

const jpeg = (label: string) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from(label)]);

describe('GET /api/users/{id}/avatar_{size}.jpg', () => {
  let t: TestApp;
  let dataDir: string;
  let owner: TestUser;
  let sameGroup: TestUser;
  let otherGroup: TestUser;
  let removed: TestUser;
  let noImage: TestUser;
  let admin: TestUser;

  const setImage = (userId: number, key: string | null) =>
    t.app.store.db.update(users).set({ profileImage: key }).where(eq(users.id, userId));

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'chapter-avatars-'));
    const folder = join(dataDir, 'avatars');
    mkdirSync(folder);
    writeFileSync(join(folder, 'owner_96.jpg'), jpeg('small'));
    writeFileSync(join(folder, 'owner_256.jpg'), jpeg('medium'));
    writeFileSync(join(folder, 'owner.jpg'), jpeg('original'));
    writeFileSync(join(dataDir, 'secret.jpg'), jpeg('secret'));
    t = await buildTestApp({ DATA_DIR: dataDir });
    const other = await createGroup(t.app);
    owner = await createUser(t.app);
    sameGroup = await createUser(t.app, { role: 'Member' });
    otherGroup = await createUser(t.app, { groupId: other.id });
    removed = await createUser(t.app, { membershipStatus: 'removed' });
    noImage = await createUser(t.app);
    admin = await createUser(t.app, { isAdmin: true, groupId: null });
    await setImage(owner.id, 'owner');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (id: number, size: number | string, viewer?: TestUser) =>
    t.app.inject({
      method: 'GET',
      url: `/api/users/${id}/avatar_${size}.jpg?_t=${Date.now()}`,
      headers: viewer?.headers ?? {},
    });

  it('answers 401 without a token', async () => {
    const res = await get(owner.id, 96);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('No authentication token found');
  });

  it('serves the rendition of the requested size to a member of the same group, never cached', async () => {
    const res = await get(owner.id, 96, sameGroup);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.rawPayload.equals(jpeg('small'))).toBe(true);
    const medium = await get(owner.id, 256, sameGroup);
    expect(medium.rawPayload.equals(jpeg('medium'))).toBe(true);
  });

  it('falls back to the original when a rendition is missing', async () => {
    const res = await get(owner.id, 512, owner);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(jpeg('original'))).toBe(true);
  });

  it('answers 404 to a member of another group, as if the user did not exist', async () => {
    const res = await get(owner.id, 96, otherGroup);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ type: 'NOT_FOUND', message: 'User not found' });
  });

  it('answers 404 to a viewer whose membership was removed', async () => {
    const res = await get(owner.id, 96, removed);
    expect(res.statusCode).toBe(404);
  });

  it('lets an installation administrator see any picture', async () => {
    const res = await get(owner.id, 256, admin);
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 when the user has no picture, so the initials show', async () => {
    const res = await get(noImage.id, 96, sameGroup);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Avatar not found');
  });

  it('answers 404 to an unknown user id', async () => {
    const res = await get(9_999_999, 96, admin);
    expect(res.statusCode).toBe(404);
  });

  it('refuses sizes other than 96, 256 and 512', async () => {
    const res = await get(owner.id, 128, sameGroup);
    expect(res.statusCode).toBe(400);
  });

  it('never reads outside the avatars folder, whatever the stored key says', async () => {
    for (const key of ['../secret', '../secret.jpg', '/etc/passwd', 'a/../../secret']) {
      await setImage(noImage.id, key);
      const res = await get(noImage.id, 96, admin);
      expect(res.statusCode).toBe(404);
    }
    await setImage(noImage.id, null);
  });
});
