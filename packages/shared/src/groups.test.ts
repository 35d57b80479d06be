import { describe, expect, it } from 'vitest';
import { APPROVAL_PERMISSIONS, decideApprovalBody } from './approvals';
import { createGroupBody, updateGroupBody } from './groups';
import { updateRolePermissionsBody } from './roles';

describe('group schemas', () => {
  it('accepts IANA time zones and ISO 4217 codes, refuses others', () => {
    expect(updateGroupBody.safeParse({ timezone: 'Europe/Berlin' }).success).toBe(true);
    expect(updateGroupBody.safeParse({ timezone: 'UTC' }).success).toBe(true);
    expect(updateGroupBody.safeParse({ timezone: 'Mars/Olympus' }).success).toBe(false);
    expect(updateGroupBody.safeParse({ timezone: '+01:00' }).success).toBe(false);
    expect(updateGroupBody.parse({ currency: 'usd' })).toEqual({ currency: 'USD' });
    expect(updateGroupBody.safeParse({ currency: 'ABC' }).success).toBe(false);
    expect(updateGroupBody.safeParse({ currency: 'EURO' }).success).toBe(false);
  });

  it('checks the weekly schedule: ISO weekday 1-7, HH:MM, a duration', () => {
    const ok = { weekday: 1, time: '07:30', durationMinutes: 90, location: '  Hotel  ' };
    expect(updateGroupBody.parse({ meetingSchedule: ok })).toEqual({
      meetingSchedule: { ...ok, location: 'Hotel' },
    });
    for (const bad of [
      { ...ok, weekday: 0 },
      { ...ok, weekday: 8 },
      { ...ok, time: '24:00' },
      { ...ok, time: '7:30' },
      { ...ok, durationMinutes: 0 },
      { ...ok, location: 'a\u0000b' },
    ]) {
      expect(updateGroupBody.safeParse({ meetingSchedule: bad }).success).toBe(false);
    }
    expect(updateGroupBody.parse({ meetingSchedule: null })).toEqual({ meetingSchedule: null });
  });

  it('trims names, refuses NUL, empty bodies and unknown fields', () => {
    expect(createGroupBody.parse({ name: '  North  ' })).toMatchObject({
      name: 'North',
      status: 'active',
      capacity: 50,
    });
    expect(createGroupBody.safeParse({ name: '   ' }).success).toBe(false);
    expect(createGroupBody.safeParse({ name: 'a\u0000' }).success).toBe(false);
    expect(updateGroupBody.safeParse({}).success).toBe(false);
    expect(updateGroupBody.safeParse({ joinCode: '111111' }).success).toBe(false);
  });
});

describe('role and approval schemas', () => {
  it('refuses unknown permission names', () => {
    expect(updateRolePermissionsBody.safeParse({ permissions: ['view_group'] }).success).toBe(true);
    expect(updateRolePermissionsBody.safeParse({ permissions: ['view_group', 'fly'] }).success).toBe(false);
  });

  it('maps each kind to an approve_* permission and takes only approve or reject', () => {
    expect(Object.values(APPROVAL_PERMISSIONS).every((p) => p.startsWith('approve_'))).toBe(true);
    expect(decideApprovalBody.safeParse({ decision: 'approve' }).success).toBe(true);
    expect(decideApprovalBody.safeParse({ decision: 'maybe' }).success).toBe(false);
  });
});
