import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderPage } from '../../test/render.tsx';
import { CompareButton } from './compare-button.tsx';

/** The compare tray's button on a listing (issue 44): kept on the device, four of a kind at most. */

const stored = () => JSON.parse(localStorage.getItem('ghorbari-compare') ?? 'null') as Record<string, string[]> | null;

describe('the Compare button', () => {
  it('puts the post in the tray and leads to the compare page with it', async () => {
    await i18n.changeLanguage('bn');
    localStorage.setItem('ghorbari-compare', JSON.stringify({ rent: ['R-7'] }));
    const { user } = renderPage(<CompareButton kind="rent" id="R-12" />);
    const button = await screen.findByRole('button', { name: 'এটি তুলনার তালিকায় রাখুন' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(stored()?.rent).toEqual(['R-7', 'R-12']);
    expect(screen.getByRole('link', { name: 'তুলনা দেখুন (২টি)' }).getAttribute('href')).toBe(
      '/compare?type=rent&ids=R-7,R-12',
    );
    // Tapped again, it comes out.
    await user.click(screen.getByRole('button', { name: 'তুলনার তালিকা থেকে সরান' }));
    expect(stored()?.rent).toEqual(['R-7']);
    expect(screen.queryByRole('link', { name: /তুলনা দেখুন/ })).toBeNull();
  });

  it('refuses a fifth of a kind and keeps the four', async () => {
    await i18n.changeLanguage('en');
    const four = ['G-1', 'G-2', 'G-3', 'G-4'];
    localStorage.setItem('ghorbari-compare', JSON.stringify({ group: four, rent: ['R-1'] }));
    const { user } = renderPage(<CompareButton kind="group" id="G-5" />);
    const button = await screen.findByRole('button', { name: 'Add this to the compare list' });
    await user.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(stored()?.group).toEqual(four);
    expect(stored()?.rent).toEqual(['R-1']);
  });
});
