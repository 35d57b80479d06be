import { describe, expect, it } from 'vitest';
import { sendSmsBody, smsKeyword } from './sms';
import { countSmsSegments } from './sms-segments';

describe('countSmsSegments', () => {
  it('fits 160 GSM-7 characters in one segment and splits longer texts by 153', () => {
    expect(countSmsSegments('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(countSmsSegments('a'.repeat(161))).toMatchObject({ segments: 2, perSegment: 153 });
    expect(countSmsSegments('a'.repeat(306))).toMatchObject({ segments: 2, remaining: 0 });
    expect(countSmsSegments('a'.repeat(307))).toMatchObject({ segments: 3 });
    expect(countSmsSegments('')).toMatchObject({ segments: 0 });
  });

  it('counts extension characters as two septets and never splits their pair', () => {
    expect(countSmsSegments('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(countSmsSegments(`${'a'.repeat(159)}[`)).toMatchObject({ units: 161, segments: 2 });
    // 152 septets then a 2-septet character: it moves whole to the second segment.
    const split = countSmsSegments(`${'a'.repeat(152)}{${'b'.repeat(10)}`);
    expect(split).toMatchObject({ units: 164, segments: 2, remaining: 153 - 12 });
    expect(countSmsSegments('Café à Zürich, £5 @ 7:00')).toMatchObject({ encoding: 'GSM-7' });
  });

  it('uses UCS-2 for other characters: 70 in one segment, 67 each when split, an emoji counts 2', () => {
    expect(countSmsSegments('Ł'.repeat(70))).toMatchObject({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(countSmsSegments('Ł'.repeat(71))).toMatchObject({ segments: 2, perSegment: 67 });
    expect(countSmsSegments('Hi 👋')).toMatchObject({ encoding: 'UCS-2', units: 5, segments: 1 });
    expect(countSmsSegments('👋'.repeat(35))).toMatchObject({ units: 70, segments: 1 });
    // 66 units then an emoji: the pair is not cut, it opens the second segment.
    expect(countSmsSegments(`${'ж'.repeat(66)}👋${'ж'.repeat(3)}`)).toMatchObject({
      units: 71,
      segments: 2,
      remaining: 67 - 5,
    });
    expect(countSmsSegments('ж'.repeat(201))).toMatchObject({ segments: 3, remaining: 0 });
    expect(countSmsSegments('ж'.repeat(202))).toMatchObject({ segments: 4 });
  });
});

describe('sendSmsBody', () => {
  it('needs a target and a text of 1 to 1,600 characters, trimmed, without NUL', () => {
    expect(sendSmsBody.safeParse({ to: { all: true }, body: ' Hi ' }).data?.body).toBe('Hi');
    expect(sendSmsBody.safeParse({ to: {}, body: 'Hi' }).success).toBe(false);
    expect(sendSmsBody.safeParse({ to: { all: true }, body: '  ' }).success).toBe(false);
    expect(sendSmsBody.safeParse({ to: { all: true }, body: 'a'.repeat(1601) }).success).toBe(false);
    expect(sendSmsBody.safeParse({ to: { all: true }, body: 'a\u0000' }).success).toBe(false);
    expect(sendSmsBody.safeParse({ to: { roles: ['Member'] }, body: 'a'.repeat(1600) }).success).toBe(true);
    expect(sendSmsBody.safeParse({ to: { roles: ['Nobody'] }, body: 'a' }).success).toBe(false);
  });
});

describe('smsKeyword', () => {
  it('knows STOP and START and their synonyms, whole words only', () => {
    expect(smsKeyword(' stop ')).toBe('stop');
    expect(smsKeyword('Unsubscribe')).toBe('stop');
    expect(smsKeyword('START')).toBe('start');
    expect(smsKeyword('unstop')).toBe('start');
    expect(smsKeyword('please stop')).toBeNull();
  });
});
