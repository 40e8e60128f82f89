import { describe, expect, it } from 'vitest';
import { splitMinutes } from './duration.ts';

describe('splitMinutes', () => {
  it('splits a wait into days, hours and minutes', () => {
    expect(splitMinutes(130)).toEqual({ days: 0, hours: 2, minutes: 10 });
    expect(splitMinutes(300)).toEqual({ days: 0, hours: 5, minutes: 0 });
    expect(splitMinutes(1500)).toEqual({ days: 1, hours: 1, minutes: 0 });
  });

  it('never shows a negative or fractional wait', () => {
    expect(splitMinutes(-5)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(splitMinutes(59.6)).toEqual({ days: 0, hours: 1, minutes: 0 });
  });
});
