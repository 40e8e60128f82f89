import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = Date.parse('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relativeTime', () => {
  it('says just now under a minute, and for a clock that runs ahead', () => {
    expect(relativeTime(ago(59_000), now)).toEqual({ unit: 'justNow', count: 0 });
    expect(relativeTime(ago(-5_000), now)).toEqual({ unit: 'justNow', count: 0 });
  });

  it('counts minutes under an hour, hours under a day, then days', () => {
    expect(relativeTime(ago(60_000), now)).toEqual({ unit: 'minutes', count: 1 });
    expect(relativeTime(ago(59 * 60_000), now)).toEqual({ unit: 'minutes', count: 59 });
    expect(relativeTime(ago(3_600_000), now)).toEqual({ unit: 'hours', count: 1 });
    expect(relativeTime(ago(23.9 * 3_600_000), now)).toEqual({ unit: 'hours', count: 23 });
    expect(relativeTime(ago(24 * 3_600_000), now)).toEqual({ unit: 'days', count: 1 });
    expect(relativeTime(ago(45 * 24 * 3_600_000), now)).toEqual({ unit: 'days', count: 45 });
  });

  it('treats an unreadable date as just now rather than failing', () => {
    expect(relativeTime('not a date', now)).toEqual({ unit: 'justNow', count: 0 });
  });
});
