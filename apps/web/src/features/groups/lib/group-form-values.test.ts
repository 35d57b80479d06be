import { describe, expect, it } from 'vitest';
import { makeGroup } from '@/lib/testing/admin-fixtures';
import { toGroupBody } from './group-body';
import { changedGroupFields, toFormValues } from './group-form-values';

describe('group form values', () => {
  it('turns the form into a checked body, the schedule null when the group does not meet weekly', () => {
    const values = toFormValues(makeGroup());
    expect(toGroupBody(values)).toEqual({
      body: {
        name: 'Demo Chapter',
        status: 'active',
        capacity: 50,
        timezone: 'Europe/Berlin',
        currency: 'EUR',
        meetingSchedule: { weekday: 4, time: '07:00', durationMinutes: 90, location: 'Hotel Adler' },
      },
    });
    expect(toGroupBody({ ...values, hasSchedule: false, time: 'nonsense' })).toMatchObject({
      body: { meetingSchedule: null },
    });
    expect(toGroupBody({ ...values, location: '  ' })).toMatchObject({
      body: { meetingSchedule: { location: null } },
    });
  });

  it('names the field of every problem', () => {
    const values = toFormValues(makeGroup());
    const result = toGroupBody({
      ...values,
      name: ' ',
      capacity: '1.5',
      timezone: 'Mars/Base',
      time: '25:00',
      durationMinutes: '2',
    });
    expect('errors' in result && result.errors.map((e) => e.field).sort()).toEqual([
      'capacity',
      'durationMinutes',
      'name',
      'time',
      'timezone',
    ]);
  });

  it('keeps only what changed', () => {
    const group = makeGroup();
    const same = toGroupBody(toFormValues(group));
    expect('body' in same && changedGroupFields(group, same.body)).toEqual({});
    const moved = toGroupBody({ ...toFormValues(group), weekday: '2', capacity: '60' });
    expect('body' in moved && changedGroupFields(group, moved.body)).toEqual({
      capacity: 60,
      meetingSchedule: { weekday: 2, time: '07:00', durationMinutes: 90, location: 'Hotel Adler' },
    });
    const cleared = toGroupBody({ ...toFormValues(group), hasSchedule: false });
    expect('body' in cleared && changedGroupFields(group, cleared.body)).toEqual({ meetingSchedule: null });
  });
});
