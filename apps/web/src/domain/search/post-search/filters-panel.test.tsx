import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { stubApi } from '../../../test/fetch-stub.ts';
import { renderPage } from '../../../test/render.tsx';
import { ActiveFilters } from './active-filters.tsx';
import { PostFiltersPanel } from './filters-panel.tsx';
import { emptyPostFilters as emptyFilters, listingHref, type PostFilters } from './post-search-query.ts';

async function renderPanel(applied: PostFilters = emptyFilters, type: 'sell' | 'rent' = 'sell') {
  await i18n.changeLanguage('bn');
  await i18n.loadNamespaces(['listings', 'enums', 'messages', 'common']);
  const onApply = vi.fn();
  const onChange = vi.fn();
  const view = renderPage(
    <PostFiltersPanel
      type={type}
      applied={applied}
      language="bn"
      onApply={onApply}
      onClear={() => undefined}
      action="/Property-Buy-Sell"
    >
      <ActiveFilters type={type} filters={applied} language="bn" onChange={onChange} />
    </PostFiltersPanel>,
  );
  const land = await screen.findByRole('group', { name: i18n.t('listings:filters.land') });
  return { ...view, onApply, onChange, land };
}

/** The place lists of Dhaka, as GET /api/locations answers them. */
function stubDhaka() {
  const thana = (id: string, en: string, bn: string) => ({ id, en, bn, districtId: 'dhaka', kind: 'thana' });
  return stubApi({
    'GET /api/locations/divisions/dhaka/districts': () => ({
      json: { success: true, districts: [{ id: 'dhaka', en: 'Dhaka', bn: 'ঢাকা', divisionId: 'dhaka' }] },
    }),
    'GET /api/locations/districts/dhaka/sub-districts': () => ({
      json: {
        success: true,
        subDistricts: [
          thana('dhaka-mirpur', 'Mirpur', 'মিরপুর'),
          thana('dhaka-mohammadpur', 'Mohammadpur', 'মোহাম্মদপুর'),
          thana('dhaka-gulshan', 'Gulshan', 'গুলশান'),
          { id: 'dhaka-savar', en: 'Savar', bn: 'সাভার', districtId: 'dhaka', kind: 'upazila' },
        ],
      },
    }),
    'GET /api/locations/sub-districts/dhaka-mirpur/neighbourhoods': () => ({
      json: {
        success: true,
        neighbourhoods: [{ id: 'dhaka-mirpur-10', en: 'Mirpur 10', bn: 'মিরপুর ১০', subDistrictId: 'dhaka-mirpur' }],
      },
    }),
  });
}

describe('the filters of a post search (issues 17, 29)', () => {
  it('refuses a land range upside down with the API’s message, in Bengali digits', async () => {
    const { user, onApply, land } = await renderPanel();
    await user.type(within(land).getByLabelText(i18n.t('listings:filters.minLand')), '৫');
    await user.type(within(land).getByLabelText(i18n.t('listings:filters.maxLand')), '২');
    await user.click(screen.getByRole('button', { name: i18n.t('listings:filters.apply') }));
    // The check loads with the form's first use (ADR 059): the message comes once it is in.
    expect((await within(land).findByRole('alert')).textContent).toBe(i18n.t('messages:validation.landRangeInvalid'));
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

describe('several areas and bedroom counts (issue 63)', () => {
  it('ticks two areas of the district and two bedroom counts, and the address holds them all', async () => {
    stubDhaka();
    const { user, onApply } = await renderPanel(emptyFilters, 'rent');
    await user.selectOptions(screen.getByLabelText(i18n.t('common:location.division')), 'dhaka');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: i18n.t('common:location.district') }),
      'dhaka',
    );
    const areas = await screen.findByRole('button', { name: /উপজেলা বা এলাকা সব এলাকা/ });
    expect(areas.getAttribute('aria-expanded')).toBe('false');
    await user.click(areas);
    expect(areas.getAttribute('aria-expanded')).toBe('true');
    // The thanas and the upazilas, each a checkbox, in groups.
    const city = await screen.findByRole('group', { name: i18n.t('common:location.cityAreas') });
    await user.click(within(city).getByRole('checkbox', { name: 'মিরপুর' }));
    // One area is the sub-district filter it always was: its neighbourhoods may narrow it.
    expect(await screen.findByRole('combobox', { name: i18n.t('common:location.neighbourhood') })).toBeTruthy();
    await user.click(within(city).getByRole('checkbox', { name: 'মোহাম্মদপুর' }));
    expect(screen.queryByRole('combobox', { name: i18n.t('common:location.neighbourhood') })).toBeNull();
    expect(areas.textContent).toBe('মিরপুর, মোহাম্মদপুর');

    const bedrooms = screen.getByRole('group', { name: i18n.t('listings:filters.bedrooms') });
    await user.click(within(bedrooms).getByRole('checkbox', { name: '৩' }));
    await user.click(within(bedrooms).getByRole('checkbox', { name: '২' }));
    await user.click(screen.getByRole('button', { name: i18n.t('listings:filters.apply') }));

    const applied = {
      ...emptyFilters,
      division: 'dhaka',
      district: 'dhaka',
      areas: 'dhaka-mirpur,dhaka-mohammadpur',
      bedrooms: '2,3',
    };
    expect(onApply).toHaveBeenCalledWith(applied);
    expect(listingHref('rent', applied)).toBe(
      '/Property-Rent?division=dhaka&district=dhaka&areas=dhaka-mirpur,dhaka-mohammadpur&bedrooms=2,3',
    );
  });

  it('lets no more than six areas be ticked', async () => {
    stubDhaka();
    const six = 'dhaka-a,dhaka-b,dhaka-c,dhaka-d,dhaka-e,dhaka-gulshan';
    const { user } = await renderPanel({ ...emptyFilters, division: 'dhaka', district: 'dhaka', areas: six }, 'rent');
    await user.click(await screen.findByRole('button', { name: /উপজেলা বা এলাকা/ }));
    const city = await screen.findByRole('group', { name: i18n.t('common:location.cityAreas') });
    expect(within(city).getByRole('checkbox', { name: 'গুলশান' })).toHaveProperty('checked', true);
    expect(within(city).getByRole('checkbox', { name: 'মিরপুর' })).toHaveProperty('disabled', true);
    expect(screen.getByText(i18n.t('listings:filters.areasFull', { n: '৬' }))).toBeTruthy();
  });

  it('shows each area and bedroom count as a chip that removes it alone', async () => {
    stubDhaka();
    const applied = {
      ...emptyFilters,
      division: 'dhaka',
      district: 'dhaka',
      areas: 'dhaka-mirpur,dhaka-mohammadpur',
      bedrooms: '2,3',
    };
    const { user, onChange } = await renderPanel(applied, 'rent');
    const chips = screen.getByRole('list', { name: i18n.t('listings:chips.label') });
    await user.click(await within(chips).findByRole('button', { name: 'মোহাম্মদপুর বাদ দিন' }));
    // The one area left is the single sub-district again.
    expect(onChange).toHaveBeenLastCalledWith({ ...applied, areas: '', subDistrict: 'dhaka-mirpur' });
    await user.click(within(chips).getByRole('button', { name: 'বেডরুম: ২ বাদ দিন' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...applied, bedrooms: '3' });
    await user.click(within(chips).getByRole('button', { name: 'ঢাকা বাদ দিন' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...applied, division: '', district: '', areas: '' });
  });
});
