import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_GROUP_CODE, type TestServer } from '../fixtures/server';
import { bearer, tokenFor } from '../fixtures/session';

// Shared by the roster and profile specs: members made through the real API (register with the
// group code, approved by the administrator, details filled in by them). Browser-side code is
// passed as strings: the e2e TypeScript project has no DOM types.

export interface MemberSeed {
  name: string;
  companyName: string;
  classification: string;
  phone: string;
}

export interface SeededMember {
  id: number;
  email: string;
  password: string;
}

export const MEMBER_PASSWORD = 'Roster-Passw0rd!';

/** Registers each person with the group code, approves them and fills in their profile. */
export async function seedMembers(
  request: APIRequestContext,
  server: TestServer,
  seeds: readonly MemberSeed[],
): Promise<SeededMember[]> {
  const headers = bearer(await tokenFor(request, server));
  const made: SeededMember[] = [];
  for (const seed of seeds) {
    const email = `${seed.name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
    const registered = await request.post(`${server.baseURL}/api/register`, {
      data: { name: seed.name, email, password: MEMBER_PASSWORD, groupCode: E2E_GROUP_CODE },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    const queue = await request.get(`${server.baseURL}/api/approvals?kind=member`, { headers });
    expect(queue.ok(), await queue.text()).toBe(true);
    const items = ((await queue.json()) as { items: { id: number; subject: { id: number; name: string } }[] })
      .items;
    const item = items.find((i) => i.subject.name === seed.name);
    expect(item, `${seed.name} waits for approval`).toBeDefined();
    const decided = await request.post(`${server.baseURL}/api/approvals/member/${item?.id}`, {
      headers,
      data: { decision: 'approve' },
    });
    expect(decided.ok(), await decided.text()).toBe(true);
    const id = item?.subject.id as number;
    const updated = await request.put(`${server.baseURL}/api/profile?userId=${id}`, {
      headers,
      data: { companyName: seed.companyName, classification: seed.classification, phone: seed.phone },
    });
    expect(updated.ok(), await updated.text()).toBe(true);
    made.push({ id, email, password: MEMBER_PASSWORD });
  }
  return made;
}

/** A PNG of one colour made by the browser's canvas, as bytes to hand to a file input. */
export async function pngOf(page: Page, width: number, height: number, colour: string): Promise<Buffer> {
  const dataUrl = await page.evaluate<string>(`(() => {
    const c = document.createElement('canvas');
    c.width = ${width};
    c.height = ${height};
    const x = c.getContext('2d');
    x.fillStyle = ${JSON.stringify(colour)};
    x.fillRect(0, 0, ${width}, ${height});
    return c.toDataURL('image/png');
  })()`);
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}
