import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { SessionProvider } from '../../lib/session/session.tsx';
import { tokenStore } from '../../lib/session/token-store.ts';
import { memberData } from '../../test/factories.ts';
import { stubApi } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { MobileAccountLinks } from './account-menu.tsx';
import { ProfileDashboardPage } from './profile-dashboard-page.tsx';
import { ProfileSettingsPage } from './profile-settings-page.tsx';

/** An account made with a mobile number only (issue 40): no email, its number stands where the email would. */

const phoneOnly = memberData({ name: 'করিম মিয়া', email: null, phone: '01712987654', phoneVerified: true });

afterEach(() => tokenStore.clear());

describe('an account without an email', () => {
  it('shows its number in the account menu, in Bengali digits on a Bengali page', async () => {
    await i18n.changeLanguage('bn');
    stubApi({});
    renderPage(
      <SessionProvider>
        <ul>
          <MobileAccountLinks user={phoneOnly} />
        </ul>
      </SessionProvider>,
    );
    const head = screen.getAllByRole('listitem')[0]!;
    expect(head.textContent).toContain('করিম মিয়া');
    expect(head.textContent).toContain('০১৭১২৯৮৭৬৫৪');
    expect(head.textContent).not.toContain('null');
  });

  it('shows its number under the name and as proven on the profile, and the email as not given', async () => {
    tokenStore.set('token-a');
    stubApi({
      'GET /api/profile': () => ({ json: { success: true, userData: phoneOnly } }),
      'GET /api/profile/my-interests': () => ({ json: { success: true, interests: [] } }),
    });
    renderPage(
      <SessionProvider>
        <ProfileDashboardPage />
      </SessionProvider>,
    );
    expect(await screen.findAllByText('01712987654')).toHaveLength(2);
    const basic = screen.getByRole('region', { name: 'Basic information' });
    const email = within(basic).getByText('Email address').nextElementSibling as HTMLElement;
    expect(within(email).getByText('Not provided')).toBeTruthy();
    expect(within(email).getByRole('button', { name: 'Add email' })).toBeTruthy();
    const phone = within(basic).getByText('Mobile number').nextElementSibling;
    expect(phone?.textContent).toBe('01712987654Number verified');
  });

  it('offers to verify a number typed in the profile and never proven, and then says it is', async () => {
    tokenStore.set('token-a');
    const typed = memberData({ phone: '01711223344' });
    const sent = stubApi({
      'GET /api/profile': () => ({ json: { success: true, userData: typed } }),
      'GET /api/profile/my-interests': () => ({ json: { success: true, interests: [] } }),
      'POST /api/profile/phone/send-code': () => ({
        json: {
          success: true,
          message: 'Sent',
          alreadyVerified: false,
          expiresInSeconds: 600,
          resendAfterSeconds: 60,
          challengeId: 'challenge-proof-0123456789',
        },
      }),
      'POST /api/profile/phone/verify': () => ({
        json: {
          success: true,
          message: 'Mobile number verified',
          userData: { ...typed, phoneVerified: true, verifiedPhones: ['01711223344'] },
        },
      }),
    });
    const { user } = renderPage(
      <SessionProvider>
        <ProfileDashboardPage />
      </SessionProvider>,
    );
    expect(await screen.findByText('01711223344')).toBeTruthy();
    expect(screen.queryByText('Number verified')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Verify number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your number' });
    // The account's own number, not to be changed here: said in the text, and "Send code" ready.
    expect(dialog.textContent).toContain('01711223344');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Send code' })));
    await user.keyboard('{Enter}');
    await user.type(await within(dialog).findByRole('textbox', { name: '6-digit code' }), '123456{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The code goes with the challenge its request was answered (issue 62).
    expect(sent.at(-1)?.body).toEqual({
      phone: '01711223344',
      code: '123456',
      challengeId: 'challenge-proof-0123456789',
      account: true,
    });
    const phone = within(screen.getByRole('region', { name: 'Basic information' })).getByText('Mobile number');
    expect(phone.nextElementSibling?.textContent).toBe('01711223344Number verified');
    expect(screen.queryByRole('button', { name: 'Verify number' })).toBeNull();
  });

  it('offers no switch about an email it does not have', async () => {
    tokenStore.set('token-a');
    stubApi({
      'GET /api/profile': () => ({ json: { success: true, userData: phoneOnly } }),
      'GET /api/profile/getSettings': () => ({ json: { success: true, settings: phoneOnly.settings } }),
    });
    renderPage(
      <SessionProvider>
        <ProfileSettingsPage />
      </SessionProvider>,
    );
    expect(await screen.findByRole('switch', { name: 'Show phone number' })).toBeTruthy();
    // Once the account is known (the /user pages wait for it).
    await waitFor(() => expect(screen.queryByRole('switch', { name: 'Show email address' })).toBeNull());
    expect(screen.queryByRole('switch', { name: 'Email me when a saved post gets cheaper' })).toBeNull();
  });
});
