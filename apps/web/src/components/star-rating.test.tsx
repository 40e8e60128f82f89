import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating, starFills } from './star-rating.tsx';

/** A firm's rating as stars (decision 016): gold as far as the rating, to the nearest half star. */
describe('StarRating', () => {
  const gold = (value: number, size = 16) => {
    const { unmount } = render(<StarRating value={value} size={size} />);
    const rating = screen.getByRole('img');
    const row = rating.querySelector<HTMLElement>('.star-row')!;
    const drawn = {
      fill: row.style.getPropertyValue('--star-fill'),
      width: row.style.width,
      name: rating.getAttribute('aria-label'),
    };
    unmount();
    return drawn;
  };

  it('fills three and a half of five stars for 3.5, and names the rating once', () => {
    expect(starFills(3.5)).toEqual([1, 1, 1, 0.5, 0]);
    // Three 18px tiles, then the fourth star's gap and half of its 16px.
    expect(gold(3.5)).toEqual({ fill: '63px', width: '90px', name: '3.5 out of 5' });
  });

  it('leaves every star grey for no rating, and gold to the end for 5', () => {
    expect(gold(0).fill).toBe('0px');
    expect(gold(5, 24).fill).toBe('130px');
  });
});
