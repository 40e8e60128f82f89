import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { RatingInput } from './rating-input.tsx';

/** The rating step of writing a review: ten half-star choices, usable with the keyboard alone. */
function Rating({ start = null, tried = false }: { start?: number | null; tried?: boolean }) {
  const [value, setValue] = useState<number | null>(start);
  return (
    <RatingInput
      value={value}
      onChange={setValue}
      problem={tried && value === null ? 'validation.ratingRequired' : null}
    />
  );
}

const checked = () => screen.getAllByRole('radio').find((radio) => (radio as HTMLInputElement).checked);

describe('RatingInput', () => {
  it('offers half a star to 5 stars in half steps, as one named group', () => {
    render(<Rating />);
    expect(screen.getByRole('group', { name: 'Your rating' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '0.5 stars',
      '1 star',
      '1.5 stars',
      '2 stars',
      '2.5 stars',
      '3 stars',
      '3.5 stars',
      '4 stars',
      '4.5 stars',
      '5 stars',
    ]);
    expect(checked()).toBeUndefined();
  });

  it('moves half a star at a time with the arrow keys and says what is chosen', async () => {
    const user = userEvent.setup();
    render(<Rating start={4} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '4 stars' }));
    await user.keyboard('{ArrowRight}');
    expect(checked()?.getAttribute('aria-label')).toBe('4.5 stars');
    expect(screen.getByText('4.5 out of 5')).toBeTruthy();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(checked()?.getAttribute('aria-label')).toBe('3 stars');
    expect(screen.getByText('3 out of 5')).toBeTruthy();
  });

  it('takes a tap on a half star', async () => {
    const user = userEvent.setup();
    render(<Rating />);
    await user.click(screen.getByRole('radio', { name: '2.5 stars' }));
    expect(screen.getByText('2.5 out of 5')).toBeTruthy();
  });

  it('reads in Bengali with Bengali digits', async () => {
    await i18n.changeLanguage('bn');
    render(<Rating start={3.5} />);
    expect(screen.getByText('৫-এর মধ্যে ৩.৫')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '৪.৫ তারা' })).toBeTruthy();
  });

  it('asks for a rating when none is chosen', () => {
    render(<Rating tried />);
    expect(screen.getByRole('alert').textContent).toBe('Please choose a rating from half a star to 5 stars');
  });
});
