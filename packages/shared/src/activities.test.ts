import { describe, expect, it } from 'vitest';
import { activityStatusBody, createActivityBody, markReadBody, moneyAmount } from './activities';
import { mentorProfileBody, mentorshipApplicationBody } from './mentorship';

const ok = (body: unknown) => createActivityBody.safeParse(body).success;

describe('createActivityBody', () => {
  it('accepts each kind with its fields, trimmed', () => {
    expect(
      createActivityBody.parse({
        kind: 'referral',
        receiverId: 2,
        contact: { name: '  Ann  ', email: ' ANN@EXAMPLE.COM ', phone: '' },
        referralType: 'inside',
        temperature: 5,
      }),
    ).toEqual({
      kind: 'referral',
      receiverId: 2,
      contact: { name: 'Ann', email: 'ann@example.com', phone: undefined },
      referralType: 'inside',
      temperature: 5,
    });
    expect(
      createActivityBody.parse({
        kind: 'closed_business',
        receiverId: 2,
        amount: '1234.5',
        businessType: 'new',
      }),
    ).toMatchObject({ amount: '1234.5' });
    expect(
      ok({ kind: 'closed_business', receiverId: 2, amount: '10', currency: 'usd', businessType: 'repeat' }),
    ).toBe(true);
    expect(
      ok({ kind: 'one_to_one', receiverId: 2, scheduledAt: '2026-01-02T10:00:00Z', location: 'Cafe' }),
    ).toBe(true);
    expect(ok({ kind: 'testimonial', receiverId: 2, content: 'x'.repeat(20) })).toBe(true);
    expect(ok({ kind: 'training_credit', title: 'Course', date: '2026-01-02', credits: 1.5 })).toBe(true);
  });

  it.each([
    ['unknown kind', { kind: 'gift', receiverId: 2 }],
    [
      'temperature 0',
      { kind: 'referral', receiverId: 2, contact: { name: 'A' }, referralType: 'inside', temperature: 0 },
    ],
    [
      'temperature 6',
      { kind: 'referral', receiverId: 2, contact: { name: 'A' }, referralType: 'inside', temperature: 6 },
    ],
    [
      'bad type',
      { kind: 'referral', receiverId: 2, contact: { name: 'A' }, referralType: 'x', temperature: 3 },
    ],
    [
      'empty contact',
      { kind: 'referral', receiverId: 2, contact: { name: ' ' }, referralType: 'inside', temperature: 3 },
    ],
    [
      'NUL',
      {
        kind: 'referral',
        receiverId: 2,
        contact: { name: 'A\u0000' },
        referralType: 'inside',
        temperature: 3,
      },
    ],
    ['amount as number', { kind: 'closed_business', receiverId: 2, amount: 10, businessType: 'new' }],
    ['amount 0', { kind: 'closed_business', receiverId: 2, amount: '0.00', businessType: 'new' }],
    ['amount negative', { kind: 'closed_business', receiverId: 2, amount: '-5', businessType: 'new' }],
    ['3 decimals', { kind: 'closed_business', receiverId: 2, amount: '1.234', businessType: 'new' }],
    ['too large', { kind: 'closed_business', receiverId: 2, amount: '1234567890123', businessType: 'new' }],
    [
      'bad currency',
      { kind: 'closed_business', receiverId: 2, amount: '1', currency: 'EURO', businessType: 'new' },
    ],
    ['bad date', { kind: 'one_to_one', receiverId: 2, scheduledAt: 'tomorrow', location: 'Cafe' }],
    ['no location', { kind: 'one_to_one', receiverId: 2, scheduledAt: '2026-01-02T10:00:00Z', location: '' }],
    ['short testimonial', { kind: 'testimonial', receiverId: 2, content: 'x'.repeat(19) }],
    ['long testimonial', { kind: 'testimonial', receiverId: 2, content: 'x'.repeat(2001) }],
    ['credits 0', { kind: 'training_credit', title: 'T', date: '2026-01-02', credits: 0 }],
    ['credits 10.5', { kind: 'training_credit', title: 'T', date: '2026-01-02', credits: 10.5 }],
    ['credits 0.3', { kind: 'training_credit', title: 'T', date: '2026-01-02', credits: 0.3 }],
    ['bad receiver', { kind: 'testimonial', receiverId: 0, content: 'x'.repeat(20) }],
  ])('refuses %s', (_name, body) => {
    expect(ok(body)).toBe(false);
  });

  it('money keeps the decimal string', () => {
    expect(moneyAmount.parse(' 0.01 ')).toBe('0.01');
    expect(moneyAmount.safeParse('1e3').success).toBe(false);
  });
});

describe('other bodies', () => {
  it('status, read, mentor and application bodies', () => {
    expect(activityStatusBody.safeParse({ status: 'accepted' }).success).toBe(true);
    expect(activityStatusBody.safeParse({ status: 'done' }).success).toBe(false);
    expect(markReadBody.safeParse({ direction: 'received' }).success).toBe(true);
    expect(markReadBody.safeParse({ direction: 'sideways' }).success).toBe(false);
    expect(
      mentorProfileBody.parse({
        expertise: ['Sales', 'sales', ' IT '],
        bio: 'Hi',
        capacity: 2,
        accepting: true,
      }),
    ).toEqual({ expertise: ['Sales', 'IT'], bio: 'Hi', capacity: 2, accepting: true });
    expect(
      mentorProfileBody.safeParse({ expertise: ['a'], bio: '', capacity: 6, accepting: true }).success,
    ).toBe(false);
    expect(mentorshipApplicationBody.safeParse({ mentorId: 3, goals: ' ' }).success).toBe(false);
  });
});
