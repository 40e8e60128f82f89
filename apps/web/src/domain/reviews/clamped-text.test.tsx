import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { ClampedText, cutPoint } from './clamped-text.tsx';

it('cuts a long review at 250 characters, with continue reading and show less (spec §2)', async () => {
  const user = userEvent.setup();
  const text = `${'a'.repeat(250)}THE END`;
  render(<ClampedText text={text} />);
  expect(screen.queryByText(/THE END/)).toBeNull();
  expect(screen.getByText(`${'a'.repeat(250)}…`)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Continue reading' }));
  expect(screen.getByText(text)).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  await user.click(screen.getByRole('button', { name: 'Show less' }));
  expect(screen.queryByText(/THE END/)).toBeNull();
});

it('shows a text of 250 characters or fewer whole, with no button', () => {
  render(<ClampedText text={'b'.repeat(250)} />);
  expect(screen.getByText('b'.repeat(250))).toBeTruthy();
  expect(screen.queryByRole('button')).toBeNull();
});

it('never splits a Bengali letter from its vowel sign or a conjunct at the cut', () => {
  // "কি": ক + ি; "ক্ষ": ক + ্ + ষ.
  expect(cutPoint('কিকি', 1)).toBe(2);
  expect(cutPoint('ক্ষমা', 2)).toBe(3);
  expect(cutPoint('abc', 2)).toBe(2);
});
