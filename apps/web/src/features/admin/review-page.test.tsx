import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { moderationPost, rentPostDetail } from '../../test/factories.ts';
import { renderPage } from '../../test/render.tsx';
import { ReviewHeader } from './review-page.tsx';

/** The review page's price line: what support reads an edited price against (issue 64). */

const priceLine = () => screen.getByRole('heading', { level: 1 }).nextElementSibling?.textContent ?? '';

/** A live rent post at Tk 36,000 a month whose owner's edit asks Tk 39,000, and carries an old struck price. */
function liveEdit(livePrice: number) {
  return {
    ...moderationPost({ post: rentPostDetail({ status: 'approved', price: 39_000, previousPrice: 37_260 }) }),
    edited: true,
    liveEdit: true,
    livePrice: { price: livePrice, priceUnits: 'per-month' as const },
  };
}

describe('the review page’s "was" price', () => {
  it('reads a live post’s edit against the price visitors see now, not an old struck price', () => {
    renderPage(<ReviewHeader data={liveEdit(36_000)} />);
    expect(priceLine()).toContain('39,000');
    expect(priceLine()).toContain('(was Tk 36,000');
    expect(priceLine()).not.toContain('37,260');
  });

  it('says nothing was when the edit keeps the live price', () => {
    renderPage(<ReviewHeader data={liveEdit(39_000)} />);
    expect(priceLine()).toContain('39,000');
    expect(priceLine()).not.toContain('was');
  });

  it('shows a new post’s own struck-through previous price', () => {
    renderPage(
      <ReviewHeader data={moderationPost({ post: rentPostDetail({ price: 39_000, previousPrice: 42_000 }) })} />,
    );
    expect(priceLine()).toContain('(was Tk 42,000');
  });
});
