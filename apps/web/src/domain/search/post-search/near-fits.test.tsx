import type { NearFit } from '@ghorbari/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { fitNotes } from './near-fits.tsx';

const fit: NearFit = {
  place: null,
  bedrooms: null,
  overBudget: null,
  underPrice: null,
  size: null,
  propertyType: null,
  tenantUnsaid: 'family',
  spaceMissed: 'seat',
  missingWords: [],
};

describe("a near fit's notes (issue 63, ADR 078)", () => {
  it('says a flat for bachelors is no seat in a mess, and a tenant not said, in both languages', async () => {
    await i18n.changeLanguage('bn');
    await i18n.loadNamespaces(['listings', 'enums']);
    expect(fitNotes(i18n.t, fit, 'bn')).toEqual(['“পরিবার” উল্লেখ নেই', 'মেসের সিট নয়']);
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces(['listings', 'enums']);
    // A word inside a sentence: in English without its capital.
    expect(fitNotes(i18n.t, { ...fit, spaceMissed: 'whole' }, 'en')).toEqual([
      'Does not say “family”',
      'Not a whole home',
    ]);
  });
});
