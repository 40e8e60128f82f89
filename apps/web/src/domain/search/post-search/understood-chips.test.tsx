import type { UnderstoodPiece } from '@ghorbari/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { emptyPostFilters, listingHref } from './post-search-query.ts';
import { renderPage } from '../../../test/render.tsx';
import { UnderstoodChips } from './understood-chips.tsx';

const Q = 'mirpur 10 3 bed flat 30000 takar moddhe';
const PIECES: UnderstoodPiece[] = [
  {
    kind: 'place',
    tokens: [0, 1],
    level: 'neighbourhood',
    division: 'dhaka',
    district: 'dhaka',
    subDistrict: 'dhaka-mirpur',
    neighbourhood: 'dhaka-mirpur-10',
    en: 'Mirpur 10',
    bn: 'মিরপুর ১০',
  },
  { kind: 'bedrooms', tokens: [2, 3], rooms: 3 },
  { kind: 'propertyType', tokens: [4], propertyType: 'apartment' },
  { kind: 'price', tokens: [5, 6, 7], max: 30_000 },
];

const render = (pieces: UnderstoodPiece[], q = Q, language: 'bn' | 'en' = 'bn') =>
  renderPage(
    <UnderstoodChips
      pieces={pieces}
      q={q}
      language={language}
      hrefFor={(words) => listingHref('rent', { ...emptyPostFilters, q: words })}
    />,
  );

describe('what was understood from the words (issue 29)', () => {
  it('shows each piece as a chip whose link drops the words it came from', async () => {
    await i18n.changeLanguage('bn');
    render(PIECES);
    const chips = screen.getByRole('list', { name: 'আপনার লেখা থেকে বোঝা গেছে:' });
    expect(
      within(chips)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['মিরপুর ১০', '/Property-Rent?q=3+bed+flat+30000+takar+moddhe'],
      ['৩ বেডরুম', '/Property-Rent?q=mirpur+10+flat+30000+takar+moddhe'],
      ['অ্যাপার্টমেন্ট/ফ্ল্যাট', '/Property-Rent?q=mirpur+10+3+bed+30000+takar+moddhe'],
      ['≤ ৩০,০০০ টাকা', '/Property-Rent?q=mirpur+10+3+bed+flat'],
    ]);
    expect(within(chips).getByRole('link', { name: '৩ বেডরুম বাদ দিন' })).toBeTruthy();
  });

  it('names who may rent and how it is furnished as the filters do (issue 42)', async () => {
    await i18n.changeLanguage('bn');
    render(
      [
        { kind: 'furnishing', tokens: [0, 1], furnishing: 'semi-furnished' },
        { kind: 'tenant', tokens: [3], tenant: 'family' },
      ],
      'semi furnished flat family',
    );
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['আংশিক আসবাবসহ', '/Property-Rent?q=flat+family'],
      ['পরিবার', '/Property-Rent?q=semi+furnished+flat'],
    ]);
  });

  it('names "বাসা" as any home, and other types a word names with "or" between them (issue 42)', async () => {
    const homes: UnderstoodPiece = {
      kind: 'propertyType',
      tokens: [1],
      propertyTypes: ['apartment', 'home', 'duplex-home'],
    };
    const others: UnderstoodPiece = { kind: 'propertyType', tokens: [0], propertyTypes: ['shop', 'showroom'] };
    for (const [language, names] of [
      ['bn', ['বাসা (ফ্ল্যাট, বাড়ি বা ডুপ্লেক্স)', 'দোকান বা শোরুম']],
      ['en', ['Homes (flats, houses or duplexes)', 'Shop or Showroom']],
    ] as const) {
      await i18n.changeLanguage(language);
      const { unmount } = render([homes, others], 'dokan basa', language);
      expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        [names[0], '/Property-Rent?q=dokan'],
        [names[1], '/Property-Rent?q=basa'],
      ]);
      unmount();
    }
  });

  it('says amounts as the site does, sizes and land as written, in either language', async () => {
    const q = '2 koti 1200 sqft 5 katha 4 bath';
    const pieces: UnderstoodPiece[] = [
      { kind: 'price', tokens: [0, 1], max: 20_000_000 },
      { kind: 'size', tokens: [2, 3], about: 1200 },
      { kind: 'land', tokens: [4, 5], about: 5, landUnit: 'katha' },
      { kind: 'bathrooms', tokens: [6, 7], rooms: 4 },
      { kind: 'price', tokens: [0], min: 4_550_000, max: 13_110_000 },
    ];
    await i18n.changeLanguage('bn');
    const { unmount } = render(pieces, q);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '≤ ২ কোটি টাকা',
      '≈ ১,২০০ বর্গফুট',
      '≈ ৫ কাঠা',
      '৪+ বাথরুম',
      '৪৫.৫ লাখ টাকা – ১,৩১,১০,০০০ টাকা',
    ]);
    unmount();
    await i18n.changeLanguage('en');
    render(pieces, q, 'en');
    expect(screen.getByRole('list', { name: 'From your words:' })).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '≤ Tk 2 crore',
      '≈ 1,200 sqft',
      '≈ 5 katha',
      '4+ bathrooms',
      'Tk 45.5 lakh – Tk 13,110,000',
    ]);
  });

  it('shows words left out as no chip, and says in either language that they were left out (issue 39)', async () => {
    const q = '৩ বেড ৯৯৯৯৯৯৯৯৯৯৯৯ কোটি টাকা';
    const pieces: UnderstoodPiece[] = [
      { kind: 'bedrooms', tokens: [0, 1], rooms: 3 },
      { kind: 'ignored', tokens: [2, 3, 4] },
    ];
    await i18n.changeLanguage('bn');
    const { unmount } = render(pieces, q);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['৩ বেডরুম']);
    expect(screen.getByText('“৯৯৯৯৯৯৯৯৯৯৯৯ কোটি টাকা” বাদ দিয়ে খোঁজা হয়েছে: সংখ্যাটি অনেক বড়।')).toBeTruthy();
    unmount();
    await i18n.changeLanguage('en');
    render([{ kind: 'ignored', tokens: [0, 1] }], '99999999999999999999 lakh', 'en');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Searched without “99999999999999999999 lakh”: the number is too large.')).toBeTruthy();
  });

  it('shows nothing when nothing was understood, or the API does not say', async () => {
    render([]);
    expect(screen.queryByRole('link')).toBeNull();
    render(PIECES, '');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
