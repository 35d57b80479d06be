import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { createGroup } from '../../testing/factories/group.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { multipartFile } from '../../testing/multipart';
import { buildTestApp, type TestApp } from '../../testing/test-app';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });

describe('POST/DELETE /api/profile/avatar', () => {
  let t: TestApp;
  let dataDir: string;
  let png: Buffer;
  let jpegWithExif: Buffer;
  let webp: Buffer;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'chapter-avatar-upload-'));
    t = await buildTestApp({ DATA_DIR: dataDir });
    png = await solid(640, 480).png().toBuffer();
    webp = await solid(300, 300).webp().toBuffer();
    jpegWithExif = await solid(400, 600)
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'Secret Camera Owner', Artist: 'GPS Person' } } })
      .toBuffer();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (
    user: TestUser,
    file: { filename: string; contentType: string; bytes: Buffer; field?: string },
    userId?: number,
  ) => {
    const { payload, headers } = multipartFile(file);
    return t.app.inject({
      method: 'POST',
      url: `/api/profile/avatar${userId ? `?userId=${userId}` : ''}`,
      headers: { ...user.headers, ...headers },
      payload,
    });
  };
  const fetchAvatar = (viewer: TestUser, userId: number, size: number) =>
    t.app.inject({ method: 'GET', url: `/api/users/${userId}/avatar_${size}.jpg`, headers: viewer.headers });
  const avatarFiles = () => readdirSync(join(dataDir, 'avatars')).sort();

  it('accepts a PNG named .jpg and serves 96, 256 and 512 pixel square JPEG renditions', async () => {
    const member = await createUser(t.app);
    const res = await upload(member, { filename: 'holiday.jpg', contentType: 'image/jpeg', bytes: png });
    expect(res.statusCode).toBe(200);
    const { profileImageUrl } = res.json();
    expect(profileImageUrl).toMatch(new RegExp(`^/api/users/${member.id}/avatar\\?v=`));
    for (const size of [96, 256, 512]) {
      const image = await fetchAvatar(member, member.id, size);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: size, height: size });
    }
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: member.headers });
    expect(profile.json().profileImageUrl).toBe(profileImageUrl);
  });

  it('accepts WebP and strips the metadata of a JPEG', async () => {
    const member = await createUser(t.app);
    expect(
      (await upload(member, { filename: 'a.webp', contentType: 'image/webp', bytes: webp })).statusCode,
    ).toBe(200);
    expect((await sharp(jpegWithExif).metadata()).exif).toBeDefined();
    const res = await upload(member, { filename: 'me.jpeg', contentType: 'image/jpeg', bytes: jpegWithExif });
    expect(res.statusCode).toBe(200);
    const image = await fetchAvatar(member, member.id, 512);
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from('Secret Camera Owner'))).toBe(false);
  });

  it('changes the address with every upload and removes the previous files', async () => {
    const member = await createUser(t.app);
    const first = (await upload(member, { filename: 'a.png', contentType: 'image/png', bytes: png })).json();
    const second = (await upload(member, { filename: 'b.png', contentType: 'image/png', bytes: png })).json();
    expect(second.profileImageUrl).not.toBe(first.profileImageUrl);
    const mine = avatarFiles().filter((f) => f.startsWith(`u${member.id}-`));
    expect(mine).toHaveLength(3);
    expect(mine.every((f) => second.profileImageUrl.includes(f.replace(/_\d+\.jpg$/, '')))).toBe(true);
  });

  it('refuses a text file named .png, a truncated image and a missing file with 400', async () => {
    const member = await createUser(t.app);
    const text = await upload(member, {
      filename: 'notes.png',
      contentType: 'image/png',
      bytes: Buffer.from('just some text, not a picture'),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ type: 'VALIDATION_ERROR', details: [{ field: 'file' }] });
    const broken = await upload(member, {
      filename: 'x.png',
      contentType: 'image/png',
      bytes: png.subarray(0, 40),
    });
    expect(broken.statusCode).toBe(400);
    const wrongField = await upload(member, {
      field: 'picture',
      filename: 'a.png',
      contentType: 'image/png',
      bytes: png,
    });
    expect(wrongField.statusCode).toBe(400);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { ...member.headers, 'content-type': 'application/json' },
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: member.headers });
    expect(profile.json().profileImageUrl).toBeNull();
  });

  it('refuses a file over 5 MB with 413 and an image over 40 megapixels with 413', async () => {
    const member = await createUser(t.app);
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(member, { filename: 'big.png', contentType: 'image/png', bytes: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().type).toBe('PAYLOAD_TOO_LARGE');
    const huge = await solid(8000, 5001).png({ compressionLevel: 9 }).toBuffer();
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    const tooManyPixels = await upload(member, {
      filename: 'huge.png',
      contentType: 'image/png',
      bytes: huge,
    });
    expect(tooManyPixels.statusCode).toBe(413);
    expect(tooManyPixels.json().details[0].field).toBe('file');
  });

  it('deletes the picture: back to null, files gone, one audit row; nothing to delete changes nothing', async () => {
    const member = await createUser(t.app);
    await upload(member, { filename: 'a.png', contentType: 'image/png', bytes: png });
    const del = await t.app.inject({ method: 'DELETE', url: '/api/profile/avatar', headers: member.headers });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ profileImageUrl: null });
    expect(avatarFiles().filter((f) => f.startsWith(`u${member.id}-`))).toEqual([]);
    expect((await fetchAvatar(member, member.id, 96)).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile/avatar',
      headers: member.headers,
    });
    expect(again.statusCode).toBe(200);
    const rows = await t.store.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(member.id))));
    expect(rows.map((r) => r.action).sort()).toEqual(['profile.avatar.removed', 'profile.avatar.updated']);
  });

  it("lets manage_members change a lower-ranked member's picture; 403 without it; 404 across groups", async () => {
    const president = await createUser(t.app, { role: 'President' });
    const member = await createUser(t.app);
    const peer = await createUser(t.app);
    const file = { filename: 'a.png', contentType: 'image/png', bytes: png };
    expect((await upload(president, file, member.id)).statusCode).toBe(200);
    expect((await upload(peer, file, member.id)).statusCode).toBe(403);
    const otherPresident = await createUser(t.app, {
      role: 'President',
      groupId: (await createGroup(t.app)).id,
    });
    expect((await upload(otherPresident, file, member.id)).statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/profile/avatar?userId=${member.id}`,
      headers: peer.headers,
    });
    expect(del.statusCode).toBe(403);
  });
});
