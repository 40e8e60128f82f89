import { describe, expect, it } from 'vitest';
import { formatDhakaTime } from './post-confirmation.tsx';

describe('formatDhakaTime', () => {
  it('shows the go-live moment in Bangladesh time, in the reader’s language', () => {
    // 05:00 UTC is 11:00 in Dhaka.
    expect(formatDhakaTime('2026-11-22T05:00:00.000Z', 'en')).toBe('Sunday, November 22, 11:00 AM');
    const bn = formatDhakaTime('2026-11-22T05:00:00.000Z', 'bn');
    expect(bn).toContain('১১:০০');
    expect(bn).not.toMatch(/[A-Za-z0-9]/);
  });
});
