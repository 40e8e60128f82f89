import type { MyReview } from '@ghorbari/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionProvider } from '../../lib/session/session.tsx';
import { tokenStore } from '../../lib/session/token-store.ts';
import { memberData } from '../../test/factories.ts';
import { stubApi } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { MyReviewsPage } from './my-reviews-page.tsx';

/** My reviews as the demo member has them (issue 64): one approved, two waiting, one turned down. */

const review = (id: string, status: MyReview['status'], rejection: MyReview['rejection'] = null): MyReview => ({
  _id: id,
  PostID: 'I-1',
  interiorPost: 'I-1',
  companyName: 'Nokshi Interiors',
  rating: 4,
  review: `Review ${id}: neat work, finished on time.`,
  images: [],
  approval: status === 'approved',
  status,
  rejection,
  verified: true,
  createdAt: '2025-01-10T10:00:00.000Z',
  approvedAt: status === 'approved' ? '2025-01-11T10:00:00.000Z' : null,
  response: null,
});

function renderMine(reviews: MyReview[]) {
  tokenStore.set('token-a');
  stubApi({
    'GET /api/profile': () => ({ json: { success: true, userData: memberData() } }),
    'GET /api/profile/getUserPostsReview': () => ({
      json: {
        success: true,
        message: '',
        interiorPosts: [{ PostID: 'I-1', companyName: 'Nokshi Interiors', logoUrl: null, imageUrl: null }],
        reviews,
      },
    }),
  });
  return renderPage(
    <SessionProvider>
      <MyReviewsPage />
    </SessionProvider>,
  );
}

/** The summary's cards, label → value. */
function summary(): Record<string, string> {
  const cards = within(screen.getByTestId('review-summary'));
  return Object.fromEntries(
    cards.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

afterEach(() => tokenStore.clear());

describe('My reviews’ counts and cards (issue 64)', () => {
  it('counts a review not published apart, so the cards add up to the total, and shows it with why', async () => {
    renderMine([
      review('r1', 'approved'),
      review('r2', 'pending'),
      review('r3', 'pending'),
      review('r4', 'rejected', { reason: 'guideline-breach', note: 'Please write about the work itself.' }),
    ]);
    const cards = await screen.findAllByTestId('my-review-card');
    expect(cards).toHaveLength(4);
    expect(summary()).toMatchObject({
      'Total reviews': '4',
      Approved: '1',
      Pending: '2',
      'Not published': '1',
    });
    const rejected = cards[3]!;
    expect(within(rejected).getByText('Not published: Breaks our guidelines')).toBeTruthy();
    expect(rejected.textContent).toContain('Please write about the work itself.');
    expect(rejected.textContent).toContain('You can correct the review and send it again.');
  });

  it('says a review was not published even when support gave no reason', async () => {
    renderMine([review('r1', 'rejected')]);
    const [card] = await screen.findAllByTestId('my-review-card');
    expect(within(card!).getByText('Our support team did not publish this review.')).toBeTruthy();
  });

  it('keeps the spec’s five cards while every review stands', async () => {
    renderMine([review('r1', 'approved'), review('r2', 'pending')]);
    await screen.findAllByTestId('my-review-card');
    expect(Object.keys(summary())).toEqual(['Total reviews', 'Approved', 'Pending', 'Firms', 'Average rating']);
  });
});
