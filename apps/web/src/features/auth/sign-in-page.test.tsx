import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { SessionProvider } from '../../lib/session/session.tsx';
import { tokenStore } from '../../lib/session/token-store.ts';
import { memberData } from '../../test/factories.ts';
import { stubApi, type SentRequest } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { SignInPage } from './sign-in-page.tsx';

/** Signing in with a mobile number (issue 40): its password or an SMS code, both through POST /api/login. */

const member = memberData({ email: null, phone: '01712987654', phoneVerified: true, userToken: 'token-9' });

function stubSignIn() {
  return stubApi({
    'POST /api/login': () => ({ json: { success: true, userToken: 'token-9' } }),
    'GET /api/profile': () => ({ json: { success: true, userData: member } }),
    'POST /api/auth/login/phone/send-code': () => ({
      json: {
        success: true,
        message: 'sent',
        alreadyVerified: false,
        expiresInSeconds: 600,
        resendAfterSeconds: 60,
        challengeId: 'challenge-login-0123456789',
      },
    }),
  });
}

const renderSignIn = (path = '/SignIn') =>
  renderPage(
    <SessionProvider>
      <SignInPage />
    </SessionProvider>,
    { path },
  );

const logins = (sent: SentRequest[]) =>
  sent.filter((request) => request.path === '/api/login').map((request) => request.body);

afterEach(() => tokenStore.clear());

describe('signing in with a mobile number', () => {
  it('sends the number, as the API keeps it, with its password', async () => {
    const sent = stubSignIn();
    const { user, router } = renderSignIn('/SignIn?next=%2Fuser%2Fmy-saved-posts');
    expect((await screen.findByRole('tab', { name: 'Mobile number' })).getAttribute('aria-selected')).toBe('true');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '+880 1712-987654');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/my-saved-posts'));
    expect(logins(sent)).toEqual([{ phone: '01712987654', password: 'secret123' }]);
  });

  it('signs in with a code sent by SMS instead, typed in Bengali digits', async () => {
    await i18n.changeLanguage('bn');
    const sent = stubSignIn();
    const { user, router } = renderSignIn();
    await user.type(await screen.findByRole('textbox', { name: 'মোবাইল নম্বর' }), '০১৭১২ ৯৮৭৬৫৪');
    await user.click(screen.getByRole('button', { name: 'কোড দিয়ে ঢুকুন' }));

    const code = await screen.findByLabelText('৬ অঙ্কের কোড');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(sent.find((request) => request.path === '/api/auth/login/phone/send-code')?.body).toEqual({
      phone: '01712987654',
    });
    expect(screen.getByText(/০১৭১২৯৮৭৬৫৪ নম্বরে/)).toBeTruthy();

    await user.type(code, '৬৫৪৩২১');
    await user.click(screen.getByRole('button', { name: 'সাইন ইন' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/profile'));
    expect(logins(sent)).toEqual([{ phone: '01712987654', code: '654321', challengeId: 'challenge-login-0123456789' }]);
  });

  it('asks for a right number before sending a code, and needs no password for it', async () => {
    const sent = stubSignIn();
    const { user } = renderSignIn();
    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '1712');
    await user.click(screen.getByRole('button', { name: 'Sign in with a code' }));
    expect(await screen.findByText(i18n.t('messages:validation.mobileInvalid'))).toBeTruthy();
    expect(screen.queryByText(i18n.t('messages:validation.passwordRequired'))).toBeNull();
    expect(sent).toEqual([]);
  });

  it('has the number ready when sent here with it (?phone=)', async () => {
    stubSignIn();
    renderSignIn('/SignIn?phone=01712987654');
    expect(await screen.findByRole('textbox', { name: 'Mobile number' })).toHaveProperty('value', '01712987654');
  });

  it('keeps the spec’s email sign-in as the second way', async () => {
    const sent = stubSignIn();
    const { user } = renderSignIn();
    await user.click(await screen.findByRole('tab', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'Demo@Ghorbari.test');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(logins(sent)).toEqual([{ email: 'demo@ghorbari.test', password: 'demo1234' }]));
  });
});
