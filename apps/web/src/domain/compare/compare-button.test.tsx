import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderPage } from '../../test/render.tsx';
import { CompareButton } from './compare-button.tsx';
import { showComparedListings } from './tray-storage.ts';

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

  it('shows the tray holds a listing before its island is live, and stays so once it is (issue 64)', async () => {
    await i18n.changeLanguage('bn');
    localStorage.setItem('ghorbari-compare', JSON.stringify({ rent: ['R-12'], sell: ['S-3'] }));
    const button = (props: { id: string; card?: { title: string } }) => (
      <I18nextProvider i18n={i18n}>
        <CompareButton kind="rent" {...props} />
      </I18nextProvider>
    );
    // The server cannot see the device: it renders every button as out of the tray.
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <>
        {button({ id: 'R-12' })}
        {button({ id: 'R-12', card: { title: 'ধানমন্ডির ফ্ল্যাট' } })}
        {button({ id: 'R-40' })}
      </>,
    );
    document.body.append(host);
    const page = within(host);
    expect(page.getAllByRole('button', { name: 'এটি তুলনার তালিকায় রাখুন' })).toHaveLength(2);

    // The page's first script presses the ones the tray holds; another listing stays as it was.
    showComparedListings(host);
    const pressed = page.getByRole('button', { name: 'তুলনার তালিকা থেকে সরান' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(pressed.textContent).toContain('তুলনায় আছে');
    expect(page.getByRole('button', { name: 'ধানমন্ডির ফ্ল্যাট: তুলনা' }).getAttribute('aria-pressed')).toBe('true');
    expect(page.getByRole('button', { name: 'এটি তুলনার তালিকায় রাখুন' }).getAttribute('aria-pressed')).toBe('false');

    // Alive, the island agrees, without a hydration error; a tap takes the listing out.
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        host,
        <>
          {button({ id: 'R-12' })}
          {button({ id: 'R-12', card: { title: 'ধানমন্ডির ফ্ল্যাট' } })}
          {button({ id: 'R-40' })}
        </>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    expect(page.getByRole('button', { name: 'তুলনার তালিকা থেকে সরান' }).getAttribute('aria-pressed')).toBe('true');
    await act(async () => page.getByRole('button', { name: 'তুলনার তালিকা থেকে সরান' }).click());
    expect(page.getAllByRole('button', { name: 'এটি তুলনার তালিকায় রাখুন' })).toHaveLength(2);
    expect(stored()?.rent).toEqual([]);
    host.remove();
  });
});
