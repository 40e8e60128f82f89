import type { PlaceQuestion as PlaceQuestionData } from '@ghorbari/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { emptyPostFilters, listingHref } from './post-search-query.ts';
import { renderPage } from '../../../test/render.tsx';
import { PlaceQuestion } from './place-question.tsx';

const choice = (division: string, district: string, inBn: string, inEn: string) => ({
  kind: 'place' as const,
  tokens: [0],
  level: 'subDistrict' as const,
  division,
  district,
  subDistrict: `${district}-companiganj`,
  en: 'Companiganj',
  bn: 'কোম্পানীগঞ্জ',
  inBn,
  inEn,
});
const QUESTION: PlaceQuestionData = {
  tokens: [0],
  choices: [choice('sylhet', 'sylhet', 'সিলেট', 'Sylhet'), choice('chittagong', 'noakhali', 'নোয়াখালী', 'Noakhali')],
};

const render = (language: 'bn' | 'en') =>
  renderPage(
    <PlaceQuestion
      question={QUESTION}
      filters={{ ...emptyPostFilters, q: 'companiganj jomi' }}
      language={language}
      hrefFor={(filters) => listingHref('sell', filters)}
    />,
  );

describe('a place name the search asks about (issue 42)', () => {
  it('asks which place is meant, each choice a link that sets its district and keeps the words', async () => {
    await i18n.changeLanguage('bn');
    render('bn');
    const asked = screen.getByRole('region', { name: 'কোন কোম্পানীগঞ্জ?' });
    expect(within(asked).getByText(/“companiganj” নামে একাধিক জেলায় জায়গা আছে/)).toBeTruthy();
    const links = within(asked).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['কোম্পানীগঞ্জ, সিলেট', 'কোম্পানীগঞ্জ, নোয়াখালী']);
    const noakhali = new URL(links[1]!.getAttribute('href')!, 'http://localhost').searchParams;
    expect([noakhali.get('division'), noakhali.get('district'), noakhali.get('q')]).toEqual([
      'chittagong',
      'noakhali',
      'companiganj jomi',
    ]);
  });

  it('asks in English too', async () => {
    await i18n.changeLanguage('en');
    render('en');
    expect(screen.getByRole('region', { name: 'Which Companiganj?' })).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Companiganj, Sylhet',
      'Companiganj, Noakhali',
    ]);
  });
});
