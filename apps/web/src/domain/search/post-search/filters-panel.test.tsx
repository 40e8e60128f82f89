import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { stubApi } from '../../../test/fetch-stub.ts';
import { renderPage } from '../../../test/render.tsx';
import { PostFiltersPanel } from './filters-panel.tsx';
import { emptyPostFilters as emptyFilters, type PostFilters } from './post-search-query.ts';

async function renderPanel(applied: PostFilters = emptyFilters) {
  await i18n.changeLanguage('bn');
  await i18n.loadNamespaces(['listings', 'enums', 'messages']);
  const onApply = vi.fn();
  const view = renderPage(
    <PostFiltersPanel
      type="sell"
      applied={applied}
      language="bn"
      onApply={onApply}
      onClear={() => undefined}
      action="/Property-Buy-Sell"
    />,
  );
  const land = await screen.findByRole('group', { name: i18n.t('listings:filters.land') });
  return { ...view, onApply, land };
}

describe('the filters of a post search (issues 17, 29)', () => {
  it('refuses a land range upside down with the API’s message, in Bengali digits', async () => {
    const { user, onApply, land } = await renderPanel();
    await user.type(within(land).getByLabelText(i18n.t('listings:filters.minLand')), '৫');
    await user.type(within(land).getByLabelText(i18n.t('listings:filters.maxLand')), '২');
    await user.click(screen.getByRole('button', { name: i18n.t('listings:filters.apply') }));
    expect(within(land).getByRole('alert').textContent).toBe(i18n.t('messages:validation.landRangeInvalid'));
    expect(within(land).getByLabelText(i18n.t('listings:filters.minLand'))).toHaveProperty('value', '৫');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('sends the keyword with the filters, and a part of a bigha', async () => {
    const { user, onApply, land } = await renderPanel();
    await user.type(within(land).getByLabelText(i18n.t('listings:filters.minLand')), '১.৫');
    await user.selectOptions(within(land).getByLabelText(i18n.t('listings:filters.landUnit')), 'bigha');
    const box = screen.getByRole('searchbox', { name: i18n.t('listings:keyword.label') });
    await user.type(box, 'dhanmondi bari{Enter}');
    expect(onApply).toHaveBeenCalledWith({ ...emptyFilters, q: 'dhanmondi bari', minLand: '1.5', landUnit: 'bigha' });
  });

  it('clears an applied keyword at once, keeping the other filters', async () => {
    const { user, onApply } = await renderPanel({ ...emptyFilters, q: 'jomi', propertyType: 'land' });
    await user.click(screen.getByRole('button', { name: i18n.t('listings:keyword.clear') }));
    expect(onApply).toHaveBeenCalledWith({ ...emptyFilters, propertyType: 'land' });
    expect(screen.getByRole('searchbox')).toHaveProperty('value', '');
  });

  it('says on the phone’s filters button how many filters are set, apart from the words', async () => {
    stubApi({ 'GET /api/locations/divisions/dhaka/districts': () => ({ json: { success: true, districts: [] } }) });
    const { user } = await renderPanel({ ...emptyFilters, q: 'flat', division: 'dhaka', bedrooms: '3' });
    const button = screen.getByRole('button', { name: 'ফিল্টার দেখান, ২টি চালু আছে' });
    expect(button.textContent).toBe('ফিল্টার২');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(screen.getByRole('button', { name: 'ফিল্টার লুকান, ২টি চালু আছে' }).getAttribute('aria-expanded')).toBe('true');
  });
});
