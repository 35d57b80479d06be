import { DEFAULT_SETTINGS } from '@app/shared/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

describe('settings API', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    alice = await createUser(t.app);
    bob = await createUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const put = (user: TestUser, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/settings', headers: user.headers, payload: payload as object });

  it('answers 401 without a token on every settings call', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/api/settings' });
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      payload: { category: 'appearance', setting: 'darkMode', value: true },
    });
    const reset = await t.app.inject({ method: 'POST', url: '/api/settings/reset' });
    expect([get.statusCode, update.statusCode, reset.statusCode]).toEqual([401, 401, 401]);
    expect(get.json()).toMatchObject({ type: 'UNAUTHORIZED', message: 'No authentication token found' });
  });

  it('gives a new user the defaults', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings', headers: alice.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_SETTINGS);
  });

  it('stores one setting and answers { data: settings }', async () => {
    const res = await put(alice, { category: 'appearance', setting: 'themePreference', value: 'dark' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.appearance.themePreference).toBe('dark');
    await put(alice, { category: 'appearance', setting: 'darkMode', value: true });
    await put(alice, { category: 'appearance', setting: 'useSystemTheme', value: false });
    const get = await t.app.inject({ method: 'GET', url: '/api/settings', headers: alice.headers });
    expect(get.json().appearance).toMatchObject({
      themePreference: 'dark',
      darkMode: true,
      useSystemTheme: false,
    });
  });

  it("keeps one user's settings away from another's", async () => {
    await put(bob, { category: 'notifications', setting: 'push', value: true });
    const aliceNow = await t.app.inject({ method: 'GET', url: '/api/settings', headers: alice.headers });
    const bobNow = await t.app.inject({ method: 'GET', url: '/api/settings', headers: bob.headers });
    expect(aliceNow.json().notifications.push).toBe(false);
    expect(aliceNow.json().appearance.darkMode).toBe(true);
    expect(bobNow.json().notifications.push).toBe(true);
    expect(bobNow.json().appearance).toEqual(DEFAULT_SETTINGS.appearance);
  });

  it.each([
    [{ category: 'weather', setting: 'push', value: true }, 'category'],
    [{ category: 'appearance', setting: 'fontSize', value: 12 }, 'setting'],
    [{ category: 'appearance', setting: 'darkMode', value: 'yes' }, 'value'],
    [{ category: 'appearance', setting: 'themePreference', value: 'sepia' }, 'value'],
    [{ category: 'notifications', setting: 'push' }, 'value'],
    [{ category: 'appearance', setting: '__proto__', value: true }, 'setting'],
  ])('refuses %j with 400 VALIDATION_ERROR naming %s', async (payload, field) => {
    const res = await put(alice, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: 'VALIDATION_ERROR', details: [{ field }] });
  });

  it('refuses a body without category or setting', async () => {
    const res = await put(alice, { value: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().type).toBe('VALIDATION_ERROR');
  });

  it('resets one category, then everything, to the defaults', async () => {
    await put(alice, { category: 'notifications', setting: 'email', value: false });
    const one = await t.app.inject({
      method: 'POST',
      url: '/api/settings/reset',
      headers: alice.headers,
      payload: { category: 'appearance' },
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.appearance).toEqual(DEFAULT_SETTINGS.appearance);
    expect(one.json().data.notifications.email).toBe(false);

    const all = await t.app.inject({ method: 'POST', url: '/api/settings/reset', headers: alice.headers });
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toEqual(DEFAULT_SETTINGS);
  });

  it("does not touch other users' settings on reset", async () => {
    const bobNow = await t.app.inject({ method: 'GET', url: '/api/settings', headers: bob.headers });
    expect(bobNow.json().notifications.push).toBe(true);
  });

  it('refuses to reset an unknown category', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/settings/reset',
      headers: alice.headers,
      payload: { category: 'weather' },
    });
    expect(res.statusCode).toBe(400);
  });
});
