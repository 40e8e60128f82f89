import type { Language } from '@ghorbari/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { renderPage } from '../../../test/render.tsx';
import { ResultsBar } from './results-bar.tsx';

const render = (language: Language, total: number, moreThanTotal: boolean, totalPages: number) =>
  renderPage(
    <ResultsBar
      type="rent"
      total={total}
      moreThanTotal={moreThanTotal}
      page={1}
      totalPages={totalPages}
      sort="newest"
      sorts={['newest', 'price-asc']}
      onSort={() => undefined}
      search={null}
      view="list"
      onView={() => undefined}
      language={language}
    />,
  );

/** A listing's count at scale (issue 42, ADR 055): past the posts counted, "10,000+". */
describe('how many posts a listing found', () => {
  it('says "10,000+" in either language when more were found than counted, and the pages so far', async () => {
    await i18n.changeLanguage('bn');
    const bn = render('bn', 10_000, true, 417);
    expect(screen.getByRole('status').textContent).toBe('১০,০০০+ প্রপার্টি পাওয়া গেছে');
    expect(screen.getByText('৪১৭+ পাতার ১ নম্বর পাতা')).toBeTruthy();
    bn.unmount();

    await i18n.changeLanguage('en');
    render('en', 10_000, true, 417);
    expect(screen.getByRole('status').textContent).toBe('10,000+ properties found');
    expect(screen.getByText('Page 1 of 417+')).toBeTruthy();
  });

  it('gives the count as it is below the limit', async () => {
    await i18n.changeLanguage('bn');
    const bn = render('bn', 9_999, false, 417);
    expect(screen.getByRole('status').textContent).toBe('৯,৯৯৯টি প্রপার্টি পাওয়া গেছে');
    expect(screen.getByText('৪১৭ পাতার ১ নম্বর পাতা')).toBeTruthy();
    bn.unmount();

    await i18n.changeLanguage('en');
    render('en', 1, false, 1);
    expect(screen.getByRole('status').textContent).toBe('1 property found');
  });
});
