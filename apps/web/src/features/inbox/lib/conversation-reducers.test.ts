import { describe, expect, it } from 'vitest';
import { message, page, pages } from '../testing/inbox-fixtures';
import {
  appendMessage,
  appendToPages,
  flattenPages,
  readInPages,
  removeFromPages,
  removeMessage,
} from './conversation-reducers';

describe('conversation reducers', () => {
  it('appends a new message sorted by sentAt and counts it once', () => {
    const a = message();
    const c = message();
    const b = message({ sentAt: new Date(Date.parse(a.sentAt) + 1).toISOString() });
    const next = appendMessage(page([a, c]), b);
    expect(next.messages.map((m) => m.id)).toEqual([a.id, b.id, c.id]);
    expect(next.totalCount).toBe(3);
    expect(appendMessage(next, b)).toBe(next);
  });

  it('removes a deleted message and lowers totalCount, to the server count when given', () => {
    const a = message();
    const b = message();
    const start = page([a, b], { totalCount: 40 });
    expect(removeMessage(start, { messageId: a.id }).totalCount).toBe(39);
    const told = removeMessage(start, { messageId: a.id, totalCount: 12 });
    expect(told.messages).toEqual([b]);
    expect(told.totalCount).toBe(12);
    // The same deletion heard twice (inbox and conversation channel) counts once.
    expect(removeMessage(removeMessage(start, { messageId: a.id }), { messageId: a.id }).totalCount).toBe(39);
  });

  it('works across loaded pages: appends to the newest, removes anywhere, marks read everywhere', () => {
    const old1 = message();
    const old2 = message();
    const new1 = message();
    let data = pages(
      page([new1], { totalCount: 3, hasMoreBack: true }),
      page([old1, old2], { totalCount: 3 }),
    );
    const arriving = message();
    data = appendToPages(data, arriving);
    expect(flattenPages(data).map((m) => m.id)).toEqual([old1.id, old2.id, new1.id, arriving.id]);
    expect(data.pages.map((p) => p.totalCount)).toEqual([4, 4]);
    expect(appendToPages(data, arriving)).toBe(data);

    data = readInPages(data, [old1.id, arriving.id]);
    expect(
      flattenPages(data)
        .filter((m) => m.isRead)
        .map((m) => m.id),
    ).toEqual([old1.id, arriving.id]);

    data = removeFromPages(data, { messageId: old2.id, totalCount: 3 });
    expect(flattenPages(data).map((m) => m.id)).toEqual([old1.id, new1.id, arriving.id]);
    expect(data.pages.map((p) => p.totalCount)).toEqual([3, 3]);
    expect(removeFromPages(data, { messageId: old2.id, totalCount: 3 })).toBe(data);
  });

  it('flattens pages oldest first without repeats', () => {
    const a = message();
    const b = message();
    expect(flattenPages(pages(page([b]), page([a, b]))).map((m) => m.id)).toEqual([a.id, b.id]);
    expect(flattenPages(undefined)).toEqual([]);
  });
});
