import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { ReviewTextField, reviewTextProblem } from './review-text-field.tsx';

/** A review's text as the write and edit dialogs hold it: the problem shows once the reader tried to go on. */
function Field({ tried = true, start = '' }: { tried?: boolean; start?: string }) {
  const [text, setText] = useState(start);
  return (
    <ReviewTextField
      label="Your review"
      value={text}
      onChange={setText}
      problem={tried ? reviewTextProblem(text) : null}
    />
  );
}

const counter = () => screen.getByTestId('review-counter').textContent?.replace(/ \S+$/, '');
const problem = () => screen.queryByText(/review/i, { selector: 'span' })?.textContent ?? null;

describe('ReviewTextField (spec §5)', () => {
  it("counts characters after trimming as n/500 and names each limit's own problem", async () => {
    const user = userEvent.setup();
    render(<Field />);
    const box = screen.getByRole('textbox', { name: 'Your review' });
    expect(counter()).toBe('0/500');
    expect(problem()).toBe('Please write a review');

    await user.type(box, '   Good ');
    expect(counter()).toBe('4/500');
    expect(problem()).toBe('Review must be at least 5 characters');

    await user.type(box, 'job');
    expect(counter()).toBe('8/500');
    expect(problem()).toBeNull();
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });

  it('stops at 500 characters, typed or pasted (issue 39)', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your review' });
    await user.click(box);
    await user.paste('ক'.repeat(520));
    expect(box.value).toHaveLength(500);
    expect(counter()).toBe('500/500');
    await user.type(box, 'more');
    expect(box.value).toHaveLength(500);
    expect(problem()).toBeNull();
  });

  it('says a longer text it was given is too long', () => {
    render(<Field start={'ক'.repeat(501)} />);
    expect(counter()).toBe('501/500');
    expect(problem()).toBe('Review cannot be more than 500 characters');
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox').getAttribute('aria-describedby')).toContain('-problem');
  });

  it('accepts exactly 5 and exactly 500 characters', () => {
    expect(reviewTextProblem('  abcde  ')).toBeNull();
    expect(reviewTextProblem('x'.repeat(500))).toBeNull();
    expect(reviewTextProblem('     ')).toBe('validation.reviewRequired');
  });

  it('shows no problem before the reader tries to go on, and counts in Bengali digits in Bengali', async () => {
    await i18n.changeLanguage('bn');
    render(<Field tried={false} start="ভালো কাজ করেছে" />);
    expect(counter()).toBe('১৪/৫০০');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
