import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderPage } from '../../test/render.tsx';
import { LandSize } from './land-size.tsx';

describe('a land size on the details page', () => {
  it('shows the owner’s unit, and the other units on tap', async () => {
    await i18n.changeLanguage('bn');
    await i18n.loadNamespaces(['listings', 'enums']);
    const { user } = renderPage(<LandSize post={{ landSize: 2, landUnits: 'bigha' }} language="bn" />);
    const toggle = await screen.findByRole('button', { name: /২ বিঘা/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('list', { name: i18n.t('listings:landSize.otherUnits') });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['৪০ কাঠা', '৬৬.১২ শতক', '০.৬৬১ একর', '২৮,৮০০ বর্গফুট']);
  });

  it('shows a size of no known unit as it is, with nothing to tap', async () => {
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces(['listings', 'enums']);
    renderPage(<LandSize post={{ landSize: 12, landUnits: null }} language="en" />);
    expect(await screen.findByText('12')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
