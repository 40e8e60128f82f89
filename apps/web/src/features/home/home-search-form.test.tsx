import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { stubApi } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { HomeSearchForm } from './home-search-form.tsx';

async function setUp() {
  await i18n.changeLanguage('bn');
  // The words box fetches its suggestions on first focus: none are needed here.
  stubApi({ 'GET /api/search/phrases': () => ({ json: { success: true, version: '', places: [], phrases: [] } }) });
  const view = renderPage(<HomeSearchForm />);
  const words = screen.getByLabelText(i18n.t('home.searchWords'), { selector: 'input' });
  const radio = (value: 'rent' | 'buy') => screen.getByRole('radio', { name: i18n.t(`home.purpose.${value}`) });
  return { ...view, words, radio };
}

describe('the home search (issue 29: the words decide the purpose)', () => {
  it('chooses buying when the words say so, and opens the sale tab', async () => {
    const { user, words, radio, router } = await setUp();
    expect(radio('rent')).toHaveProperty('checked', true);
    await user.type(words, 'mirpur flat bikri');
    expect(radio('buy')).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: i18n.t('home.searchButton') }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/property-search?type=sell&q=mirpur+flat+bikri',
    );
  });

  it('lands "family flat" on rent even when buying was chosen first', async () => {
    const { user, words, radio, router } = await setUp();
    await user.click(radio('buy'));
    await user.type(words, 'family flat');
    expect(radio('rent')).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: i18n.t('home.searchButton') }));
    expect(router.state.location.search).toBe('?type=rent&q=family+flat');
  });
});
