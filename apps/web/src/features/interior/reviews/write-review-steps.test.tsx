import type { FirmDetail } from '@ghorbari/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { renderPage } from '../../../test/render.tsx';
import { WriteReviewSteps } from './write-review-steps.tsx';

/** Spec §5 (issue 62): the review dialog's error messages clear after 5 seconds, as its photos' do. */

// The code step reads the firm's id and name only.
const firm = { PostID: 'I-1', name: 'Nokshi Interiors' } as FirmDetail;

describe('writing a review', () => {
  it('asks for the code in Bengali, and the message clears after 5 seconds', async () => {
    vi.useFakeTimers();
    await i18n.changeLanguage('bn');
    renderPage(<WriteReviewSteps firm={firm} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'পরবর্তী' }));
    const said = i18n.t('messages:validation.reviewCodeRequired');
    expect(screen.queryByText(said)).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(screen.queryByText(said)).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText(said)).toBeNull();
  });
});
