import { SEARCH_PHRASES_VERSION, type PhrasePlace, type SearchPhrasesResponse } from '@ghorbari/contracts';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { stubApi } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { SearchWordsField } from './search-words-field.tsx';

const dhaka = { division: 'dhaka', district: 'dhaka' };
/** A few entries of what GET /api/search/phrases serves, keys as the server folds them. */
const phrases: SearchPhrasesResponse = {
  success: true,
  version: SEARCH_PHRASES_VERSION,
  places: [
    { bn: 'মিরপুর', en: 'Mirpur', keys: ['mrpr'], kind: 'thana', place: { ...dhaka, subDistrict: 'dhaka-mirpur' } },
    ...(['১', '২', '১০', '১১'] as const).map((digits) => {
      const n = String([...digits].map((d) => d.charCodeAt(0) - 0x09e6).join(''));
      return {
        bn: `মিরপুর ${digits}`,
        en: `Mirpur ${n}`,
        keys: [`mrpr ${n}`],
        kind: 'neighbourhood' as const,
        place: { ...dhaka, subDistrict: 'dhaka-mirpur', neighbourhood: `dhaka-mirpur-${n}` },
      };
    }),
    { bn: 'ঢাকা', en: 'Dhaka', keys: ['dk'], kind: 'district', place: dhaka },
  ],
  phrases: [
    { bn: 'ফ্যামিলি ফ্ল্যাট', en: 'family flat', keys: ['fml flt', 'prbr flt'] },
    { bn: 'বাসা ভাড়া', en: 'house for rent', keys: ['hs fr rnt', 'bs vr'] },
  ],
};

function Harness({ places, submitted }: { places: PhrasePlace[]; submitted: () => void }) {
  const [words, setWords] = useState('');
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        submitted();
      }}
    >
      <SearchWordsField
        id="words"
        label={i18n.t('home.searchWords')}
        placeholder=""
        value={words}
        onChange={setWords}
        onPlace={(place) => places.push(place)}
      />
      <output data-testid="words">{words}</output>
    </form>
  );
}

function setUp() {
  const sent = stubApi({ 'GET /api/search/phrases': () => ({ json: phrases }) });
  const places: PhrasePlace[] = [];
  const submitted = vi.fn();
  const view = renderPage(<Harness places={places} submitted={submitted} />);
  const box = screen.getByRole('combobox');
  return { ...view, sent, places, submitted, box };
}

const optionTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the words box of a search', () => {
  it('offers মিরপুর ১০ for "মিরপ", and the arrows and Enter put it in place of the word typed', async () => {
    await i18n.changeLanguage('bn');
    const { user, box, places, submitted, sent } = setUp();
    expect(box.getAttribute('aria-expanded')).toBe('false');

    await user.type(box, 'ফ্যামিলি মিরপ');
    const list = await screen.findByRole('listbox', { name: 'খোঁজার পরামর্শ' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    // The reader's script first, the other beside it, marked as English; the district says which Mirpur.
    expect(optionTexts(list)).toEqual([
      'মিরপুরMirpurঢাকা',
      'মিরপুর ১Mirpur 1ঢাকা',
      'মিরপুর ২Mirpur 2ঢাকা',
      'মিরপুর ১০Mirpur 10ঢাকা',
      'মিরপুর ১১Mirpur 11ঢাকা',
    ]);
    expect(within(list).getByText('Mirpur 10').getAttribute('lang')).toBe('en');
    expect(screen.getByText('৫টি পরামর্শ আছে; বেছে নিতে ওপর বা নিচের তীর চাপুন')).toBeTruthy();

    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(within(list).getAllByRole('option')[0]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const chosen = screen.getByRole('option', { name: /মিরপুর ১০/ });
    expect(chosen.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(chosen.id);

    await user.keyboard('{Enter}');
    expect(screen.getByTestId('words').textContent).toBe('ফ্যামিলি মিরপুর ১০ ');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    // Enter took the suggestion; it did not send the search.
    expect(submitted).not.toHaveBeenCalled();
    expect(places).toEqual([{ ...dhaka, subDistrict: 'dhaka-mirpur', neighbourhood: 'dhaka-mirpur-10' }]);
    // With no suggestion chosen, Enter searches.
    await user.keyboard('{Enter}');
    expect(submitted).toHaveBeenCalledOnce();
    // One call for the whole visit, whatever was typed, with the list's version in its address.
    expect(sent.filter((request) => request.path === '/api/search/phrases')).toEqual([
      expect.objectContaining({ search: `?v=${SEARCH_PHRASES_VERSION}` }),
    ]);
  });

  it('matches Banglish and English in English, and Escape closes the list keeping the words', async () => {
    await i18n.changeLanguage('en');
    const { user, box } = setUp();

    await user.type(box, 'mirpor 1');
    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(optionTexts(list)).toEqual(['Mirpur 1মিরপুর ১Dhaka', 'Mirpur 10মিরপুর ১০Dhaka', 'Mirpur 11মিরপুর ১১Dhaka']);
    expect(within(list).getByText('মিরপুর ১০').getAttribute('lang')).toBe('bn');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByTestId('words').textContent).toBe('mirpor 1');
    // Typing on opens it again; the arrow up goes round to the last option.
    await user.type(box, '0');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByTestId('words').textContent).toBe('Mirpur 10 ');

    await user.clear(box);
    await user.type(box, 'basa va');
    await user.click(await screen.findByRole('option', { name: /house for rent/ }));
    expect(screen.getByTestId('words').textContent).toBe('house for rent ');
    expect(box).toBe(document.activeElement);
  });
});
