import type { MyReview } from '@ghorbari/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderPage } from '../../test/render.tsx';
import { EditReviewDialog } from './edit-review-dialog.tsx';

/** Spec §5 (issue 62): the edit form's error messages clear after 5 seconds, as its photos' do. */

const review: MyReview = {
  _id: 'rv-1',
  PostID: 'I-1',
  interiorPost: 'I-1',
  companyName: 'Nokshi Interiors',
  rating: 4,
  review: 'Neat work, finished on time.',
  images: [],
  approval: true,
  status: 'approved',
  rejection: null,
  verified: true,
  createdAt: '2025-01-10T10:00:00.000Z',
  approvedAt: '2025-01-11T10:00:00.000Z',
  response: null,
};

const edit = () => renderPage(<EditReviewDialog review={review} onClose={() => undefined} />);

describe('editing a review', () => {
  it("says 'No changes made to the review' in Bengali, and the message clears after 5 seconds", async () => {
    vi.useFakeTimers();
    await i18n.changeLanguage('bn');
    edit();
    fireEvent.click(screen.getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }));
    const said = i18n.t('messages:validation.reviewNoChanges');
    expect(said).not.toBe('No changes made to the review');
    expect(screen.getByRole('alert').textContent).toBe(said);
    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(screen.queryByText(said)).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText(said)).toBeNull();
  });

  it("says 'Please write a review' for an emptied text, and that clears after 5 seconds too", async () => {
    vi.useFakeTimers();
    edit();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.queryByText('Please write a review')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.queryByText('Please write a review')).toBeNull();
  });
});
