import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TwinLink } from '../features/blog/twin-link.tsx';
import { i18n } from '../lib/i18n.ts';
import { renderPage } from '../test/render.tsx';
import { LanguageToggle } from './language-toggle.tsx';

/** The navbar's language switch on a blog article with a twin in the other language (issue 64). */

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the language switch', () => {
  it('opens the article’s English twin from the Bengali article, with English menus', async () => {
    await i18n.changeLanguage('bn');
    const { user, router } = renderPage(
      <>
        <LanguageToggle />
        <TwinLink twin={{ id: 6, title: 'Checking land papers', language: 'en' }} language="bn" />
      </>,
      { path: '/BlogPostDetails/5' },
    );
    await user.click(screen.getByTestId('language-toggle'));
    await expect.poll(() => router.state.location.pathname).toBe('/BlogPostDetails/6');
    expect(i18n.language).toBe('en');
    // The switch takes the place of the Bengali article: Back does not return to it in English.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('stays on the page when its twin is in the language already shown', async () => {
    // An English reader on a Bengali article: switching to Bengali keeps the article.
    const { user, router } = renderPage(
      <>
        <LanguageToggle />
        <TwinLink twin={{ id: 6, title: 'Checking land papers', language: 'en' }} language="en" />
      </>,
      { path: '/BlogPostDetails/5' },
    );
    await user.click(screen.getByTestId('language-toggle'));
    await expect.poll(() => i18n.language).toBe('bn');
    expect(router.state.location.pathname).toBe('/BlogPostDetails/5');
  });

  it('keeps any other page and only changes its language', async () => {
    const { user, router } = renderPage(<LanguageToggle />, { path: '/Blog' });
    await user.click(screen.getByTestId('language-toggle'));
    await expect.poll(() => i18n.language).toBe('bn');
    expect(router.state.location.pathname).toBe('/Blog');
  });
});
