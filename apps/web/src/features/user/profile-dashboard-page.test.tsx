import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { SessionProvider } from '../../lib/session/session.tsx';
import { tokenStore } from '../../lib/session/token-store.ts';
import { memberData } from '../../test/factories.ts';
import { stubApi } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { ProfileDashboardPage } from './profile-dashboard-page.tsx';

/** A member with four posts: two live, one waiting for support's approval, one rejected. */
const member = memberData({ counts: { listing: 4, sell: 3, rent: 1, pending: 1, hidden: 1 } });

function renderDashboard() {
  tokenStore.set('token-a');
  stubApi({
    'GET /api/profile': () => ({ json: { success: true, userData: member } }),
    'GET /api/profile/my-interests': () => ({ json: { success: true, interests: [] } }),
  });
  return renderPage(
    <SessionProvider>
      <ProfileDashboardPage />
    </SessionProvider>,
  );
}

const tile = (key: string) => screen.getByTestId(`count-${key}`).textContent;

afterEach(async () => {
  tokenStore.clear();
  await i18n.changeLanguage('en');
});

describe('the profile dashboard’s post counts (issue 64)', () => {
  it('counts a post waiting for approval as waiting, and only a rejected one as hidden', async () => {
    renderDashboard();
    const counts = await screen.findByRole('region', { name: 'Your posts' });
    expect(within(counts).getAllByRole('listitem')).toHaveLength(5);
    expect(tile('listing')).toBe('4Listing posts');
    expect(tile('pending')).toBe('1Waiting for approval');
    expect(tile('hidden')).toBe('1Hidden posts');
  });

  it('says the same in Bengali, with Bengali digits', async () => {
    await i18n.changeLanguage('bn');
    renderDashboard();
    await screen.findByRole('region', { name: 'আপনার বিজ্ঞাপন' });
    expect(tile('pending')).toBe('১অনুমোদনের অপেক্ষায়');
    expect(tile('hidden')).toBe('১লুকানো বিজ্ঞাপন');
  });
});
