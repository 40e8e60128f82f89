import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderPage } from '../../test/render.tsx';
import { DocumentsBadge } from './documents-badge.tsx';

describe('the "Documents checked by Ghorbari" badge', () => {
  it('lists the papers seen in their usual order and explains itself on request', async () => {
    await i18n.changeLanguage('bn');
    await i18n.loadNamespaces(['documents', 'enums']);
    const { user } = renderPage(<DocumentsBadge kinds={['khajna', 'deed']} />);
    const badge = await screen.findByRole('region', { name: 'ঘরবাড়ি কাগজপত্র যাচাই করেছে' });
    expect(
      within(badge)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['দলিল', 'খাজনার রসিদ']);
    const details = badge.querySelector('details')!;
    expect(details.open).toBe(false);
    await user.click(within(badge).getByText('এর মানে কী'));
    expect(details.open).toBe(true);
    expect(badge.textContent).toContain('এটি জমির মালিকানার নিশ্চয়তা নয়');
  });

  it('shows nothing when no paper was checked', async () => {
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces(['documents', 'enums']);
    const { container } = renderPage(<DocumentsBadge kinds={[]} />);
    await screen.findByText((_, element) => element === container);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
