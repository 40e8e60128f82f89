import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderPage } from '../../test/render.tsx';
import { emptyGroupFilters, type GroupFilters } from './group-filters.ts';
import { GroupActiveFilters, GroupFiltersPanel } from './group-filters-panel.tsx';

async function renderPanel(applied: GroupFilters = emptyGroupFilters) {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['group', 'common']);
  const onApply = vi.fn();
  const onClear = vi.fn();
  const view = renderPage(
    <GroupFiltersPanel applied={applied} language="en" onApply={onApply} onClear={onClear}>
      <GroupActiveFilters filters={applied} language="en" onChange={onApply} />
    </GroupFiltersPanel>,
  );
  return { ...view, onApply, onClear };
}

describe('the group offers’ filters on the shared panel (issue 32)', () => {
  it('folds the fields away on a phone behind a button that says what it does', async () => {
    const { user } = await renderPanel();
    const toggle = screen.getByRole('button', { name: 'Show filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide filters' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('refuses a range upside down, and applies a right one', async () => {
    const { user, onApply } = await renderPanel();
    const price = screen.getByRole('group', { name: 'Price per share (Tk)' });
    await user.type(within(price).getByLabelText('Lowest price per share, in taka'), '900');
    await user.type(within(price).getByLabelText('Highest price per share, in taka'), '100');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(within(price).getByRole('alert').textContent).toBe('The minimum cannot be more than the maximum.');
    expect(onApply).not.toHaveBeenCalled();
    await user.clear(within(price).getByLabelText('Highest price per share, in taka'));
    await user.type(within(price).getByLabelText('Highest price per share, in taka'), '১,০০০');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenCalledWith({ ...emptyGroupFilters, minPrice: '900', maxPrice: '1000' });
  });

  it('shows what applies as chips that remove themselves, and clears the panel', async () => {
    const { user, onApply, onClear } = await renderPanel({ ...emptyGroupFilters, minSize: '1200' });
    const chips = screen.getByRole('list', { name: 'Filters in use' });
    await user.click(within(chips).getByRole('button', { name: 'Remove filter: Flats: 1,200 or more sqft' }));
    expect(onApply).toHaveBeenCalledWith(emptyGroupFilters);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalled();
  });
});
