import { describe, expect, it } from 'vitest';
import { ANN, BEN, ME } from '../testing/inbox-fixtures';
import { applyTyping, expireTyping, typingText } from './typing-reducers';

const ctx = { myId: ME, conversationId: 5, now: 1000 };
const event = (over: Partial<Parameters<typeof applyTyping>[1]> = {}) => ({
  userId: ANN,
  userName: 'Ann',
  isTyping: true,
  timestamp: 1,
  conversationId: 5,
  ...over,
});

describe('typing indicators', () => {
  it('adds someone while isTyping and removes them otherwise', () => {
    const on = applyTyping([], event(), ctx);
    expect(on).toEqual([{ userId: ANN, userName: 'Ann', at: 1000 }]);
    expect(applyTyping(on, event({ isTyping: false }), ctx)).toEqual([]);
  });

  it('names an unnamed typist Unknown User', () => {
    expect(applyTyping([], event({ userName: undefined }), ctx)[0]?.userName).toBe('Unknown User');
    expect(applyTyping([], event({ userName: '  ' }), ctx)[0]?.userName).toBe('Unknown User');
  });

  it('keeps one entry per person, refreshed', () => {
    const once = applyTyping([], event(), ctx);
    const twice = applyTyping(once, event(), { ...ctx, now: 2000 });
    expect(twice).toEqual([{ userId: ANN, userName: 'Ann', at: 2000 }]);
  });

  it('ignores my own events and other conversations', () => {
    expect(applyTyping([], event({ userId: ME }), ctx)).toEqual([]);
    expect(applyTyping([], event({ conversationId: 6 }), ctx)).toEqual([]);
  });

  it('drops indicators nobody refreshed', () => {
    const list = [
      { userId: ANN, userName: 'Ann', at: 0 },
      { userId: BEN, userName: 'Ben', at: 5000 },
    ];
    expect(expireTyping(list, 6000, 6000).map((e) => e.userId)).toEqual([BEN]);
  });

  it('says who is typing', () => {
    expect(typingText([])).toBe('');
    expect(typingText([{ userId: ANN, userName: 'Ann', at: 0 }])).toBe('Ann is typing…');
    expect(
      typingText([
        { userId: ANN, userName: 'Ann', at: 0 },
        { userId: BEN, userName: 'Ben', at: 0 },
      ]),
    ).toBe('Ann and Ben are typing…');
  });
});
