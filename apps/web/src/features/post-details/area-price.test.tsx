import type { PostAreaPrice } from '@ghorbari/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderPage } from '../../test/render.tsx';
import { AreaPriceSummary } from './area-price.tsx';

const mirpurFlats: PostAreaPrice = {
  propertyType: 'apartment',
  district: 'dhaka',
  subDistrict: 'dhaka-mirpur',
  unit: 'sqft',
  median: 9_500,
  count: 23,
  postPrice: 8_900,
  standing: 'below',
  percent: 6,
};

async function summaryText(language: 'bn' | 'en', areaPrice: PostAreaPrice, place: string) {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['market']);
  renderPage(<AreaPriceSummary areaPrice={areaPrice} place={place} language={language} />);
  const section = await screen.findByRole('region', { name: language === 'bn' ? 'এলাকার দাম' : 'Area price' });
  return section.textContent ?? '';
}

describe('the area price of a post', () => {
  it('says the median and that the flat is below it, in English', async () => {
    const text = await summaryText('en', mirpurFlats, 'Mirpur');
    expect(text).toContain(
      'Median asking price for flats in Mirpur over the last 12 months: Tk 9,500 per sqft (from 23 posts).',
    );
    expect(text).toContain("This flat: Tk 8,900 per sqft — 6% below the area's median.");
  });

  it('says near and above, in English', async () => {
    const near = { ...mirpurFlats, postPrice: 9_700, standing: 'near', percent: 2 } as const;
    expect(await summaryText('en', near, 'Mirpur')).toContain(
      "This flat: Tk 9,700 per sqft — close to the area's median.",
    );
  });

  it('says above for land per katha, in English', async () => {
    const land = { ...mirpurFlats, propertyType: 'land', unit: 'katha', median: 1_200_000, count: 5 } as const;
    const text = await summaryText('en', { ...land, postPrice: 1_500_000, standing: 'above', percent: 25 }, 'Savar');
    expect(text).toContain('Median asking price for land in Savar over the last 12 months: Tk 1,200,000 per katha');
    expect(text).toContain("This plot: Tk 1,500,000 per katha — 25% above the area's median.");
  });

  it('says it in Bengali, with Bengali digits: below, near and above', async () => {
    const below = await summaryText('bn', mirpurFlats, 'মিরপুর');
    expect(below).toContain(
      'গত ১২ মাসে মিরপুর এলাকায় ফ্ল্যাটের মাঝামাঝি চাওয়া দাম প্রতি বর্গফুট ৯,৫০০ টাকা (২৩টি বিজ্ঞাপনের হিসাবে)।',
    );
    expect(below).toContain('এই ফ্ল্যাটের দাম প্রতি বর্গফুট ৮,৯০০ টাকা — এলাকার মাঝামাঝি দামের চেয়ে ৬% কম।');
    document.body.innerHTML = '';
    expect(await summaryText('bn', { ...mirpurFlats, standing: 'near', percent: 3 }, 'মিরপুর')).toContain(
      '— এলাকার মাঝামাঝি দামের কাছাকাছি।',
    );
    document.body.innerHTML = '';
    expect(
      await summaryText('bn', { ...mirpurFlats, postPrice: 11_400, standing: 'above', percent: 20 }, 'মিরপুর'),
    ).toContain('এই ফ্ল্যাটের দাম প্রতি বর্গফুট ১১,৪০০ টাকা — এলাকার মাঝামাঝি দামের চেয়ে ২০% বেশি।');
  });
});
