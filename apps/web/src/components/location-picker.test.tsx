import { districtsOf, neighbourhoodsOf, subDistrictsOf } from '@ghorbari/contracts/locations';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { locationKeys } from '../lib/query-keys.ts';
import { renderPage, testQueryClient } from '../test/render.tsx';
import { LocationPicker, type LocationValue } from './location-picker.tsx';

/** The lists the API would serve, so the picker needs no network here. */
function cachedLists() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(locationKeys.districts('dhaka'), districtsOf('dhaka'));
  queryClient.setQueryData(locationKeys.subDistricts('dhaka'), subDistrictsOf('dhaka'));
  queryClient.setQueryData(locationKeys.subDistricts('gazipur'), subDistrictsOf('gazipur'));
  for (const sub of ['dhaka-mirpur', 'dhaka-keraniganj', 'dhaka-gulshan']) {
    queryClient.setQueryData(locationKeys.neighbourhoods(sub), neighbourhoodsOf(sub));
  }
  return queryClient;
}

function Harness({ start, mode, seen }: { start: LocationValue; mode: 'filter' | 'form'; seen: LocationValue[] }) {
  const [value, setValue] = useState(start);
  return (
    <LocationPicker
      mode={mode}
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

const dhaka = { division: 'dhaka', district: 'dhaka', subDistrict: '' };

describe('the location picker with neighbourhoods', () => {
  it('offers the neighbourhoods of a city thana in order, and clears the choice when the thana changes', async () => {
    await i18n.changeLanguage('bn');
    const seen: LocationValue[] = [];
    const { user } = renderPage(<Harness start={{ ...dhaka, neighbourhood: '' }} mode="filter" seen={seen} />, {
      queryClient: cachedLists(),
    });
    expect(screen.queryByLabelText('এলাকা', { exact: true })).toBeNull();
    await user.selectOptions(screen.getByLabelText('উপজেলা বা এলাকা'), 'dhaka-mirpur');
    const neighbourhood = await screen.findByLabelText('এলাকা', { exact: true });
    const options = [...neighbourhood.querySelectorAll('option')].map((option) => option.textContent);
    expect(options[0]).toBe('পুরো মিরপুর');
    expect(options.indexOf('মিরপুর ২')).toBeLessThan(options.indexOf('মিরপুর ১০'));
    await user.selectOptions(neighbourhood, 'dhaka-mirpur-10');
    expect(seen.at(-1)).toEqual({ ...dhaka, subDistrict: 'dhaka-mirpur', neighbourhood: 'dhaka-mirpur-10' });

    await user.selectOptions(screen.getByLabelText('উপজেলা বা এলাকা'), 'dhaka-keraniganj');
    expect(seen.at(-1)).toEqual({ ...dhaka, subDistrict: 'dhaka-keraniganj', neighbourhood: '' });
    // Keraniganj is a rural upazila: no neighbourhoods, so no fourth select.
    expect(screen.queryByLabelText('এলাকা', { exact: true })).toBeNull();
  });

  it('marks the neighbourhood optional in a form, in English too', async () => {
    await i18n.changeLanguage('en');
    renderPage(
      <Harness start={{ ...dhaka, subDistrict: 'dhaka-gulshan', neighbourhood: '' }} mode="form" seen={[]} />,
      {
        queryClient: cachedLists(),
      },
    );
    const select = await screen.findByLabelText('Neighbourhood (optional)');
    expect((select as HTMLSelectElement).required).toBe(false);
    expect(select.querySelector('option')?.textContent).toBe('Choose a neighbourhood');
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toContain('Gulshan 2');
  });

  it('stays three selects for a form that keeps no neighbourhood, and adds none to its value', async () => {
    await i18n.changeLanguage('bn');
    const seen: LocationValue[] = [];
    const { user } = renderPage(<Harness start={dhaka} mode="form" seen={seen} />, { queryClient: cachedLists() });
    await user.selectOptions(screen.getByLabelText('উপজেলা বা এলাকা'), 'dhaka-mirpur');
    expect(screen.getAllByRole('combobox')).toHaveLength(3);
    await user.selectOptions(screen.getByLabelText('জেলা', { exact: true }), 'gazipur');
    for (const value of seen) expect(value).not.toHaveProperty('neighbourhood');
  });
});
