import { describe, expect, it } from 'vitest';
import { addOfficeHours, expectedGoLive, isOverdue, officeMinutesBetween } from './office-hours.ts';

// Dhaka is UTC+6: 10:00 there is 04:00Z, 19:00 there is 13:00Z.
describe('support hours (10:00–19:00 Asia/Dhaka)', () => {
  it('counts straight through within the working day', () => {
    expect(addOfficeHours(new Date('2026-11-21T05:00:00Z'), 1).toISOString()).toBe('2026-11-21T06:00:00.000Z');
  });
  it('carries what is left over to the next morning', () => {
    // 18:00 Dhaka + 5 hours = 1 hour today, 4 hours from 10:00 tomorrow → 14:00 Dhaka.
    expect(addOfficeHours(new Date('2026-11-21T12:00:00Z'), 5).toISOString()).toBe('2026-11-22T08:00:00.000Z');
  });
  it('starts at opening time for a post sent at night', () => {
    // 23:30 Dhaka → opens 10:00 next day → +1 h = 11:00 Dhaka.
    const { from, to } = expectedGoLive(new Date('2026-11-21T17:30:00Z'));
    expect(from.toISOString()).toBe('2026-11-22T05:00:00.000Z');
    expect(to.toISOString()).toBe('2026-11-22T09:00:00.000Z');
  });
  it('treats a time before opening the same way', () => {
    // 07:00 Dhaka → 10:00 → +1 h.
    expect(addOfficeHours(new Date('2026-11-21T01:00:00Z'), 1).toISOString()).toBe('2026-11-21T05:00:00.000Z');
  });
});

describe('support time waited', () => {
  it('counts only the support hours between two moments', () => {
    // 18:00 Dhaka to 11:30 Dhaka next day: 60 + 90 minutes.
    expect(officeMinutesBetween(new Date('2026-11-21T12:00:00Z'), new Date('2026-11-22T05:30:00Z'))).toBe(150);
  });
  it('is zero for a night and for a moment before the start', () => {
    expect(officeMinutesBetween(new Date('2026-11-21T14:00:00Z'), new Date('2026-11-21T22:00:00Z'))).toBe(0);
    expect(officeMinutesBetween(new Date('2026-11-21T06:00:00Z'), new Date('2026-11-21T05:00:00Z'))).toBe(0);
  });
  it('agrees with adding support hours', () => {
    const from = new Date('2026-11-21T10:17:00Z');
    expect(officeMinutesBetween(from, addOfficeHours(from, 5))).toBe(300);
  });
});

describe('overdue for review', () => {
  it('is past 5 support hours, however long the nights in between', () => {
    const submitted = new Date('2026-11-21T12:00:00Z'); // 18:00 Dhaka: 1 hour today, 4 tomorrow
    expect(isOverdue(submitted, new Date('2026-11-22T08:00:00Z'))).toBe(false);
    expect(isOverdue(submitted, new Date('2026-11-22T08:01:00Z'))).toBe(true);
  });
});
