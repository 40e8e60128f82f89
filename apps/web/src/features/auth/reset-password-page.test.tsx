import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { stubApi } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

/** Issue 62: the mailed link is checked as its page opens, and a dead one says why in the spec's words (§8). */

const LIVE = 'live-token-0123456789abcdef';
const EXPIRED = 'old-token-0123456789abcdef';
const UNKNOWN = 'nobody-token-0123456789abcdef';

const refusal = (code: string, message: string) => ({ status: 422, json: { success: false, code, message } });

function stubReset() {
  return stubApi({
    'POST /api/auth/password/reset/check': ({ body }) => {
      const { resetToken } = body as { resetToken: string };
      if (resetToken === LIVE) return { json: { success: true } };
      if (resetToken === EXPIRED)
        return refusal('RESET_CODE_EXPIRED', i18n.t('messages:errors.resetCodeExpired', { lng: i18n.language }));
      return refusal('RESET_CODE_INVALID', i18n.t('messages:errors.resetCodeInvalid', { lng: i18n.language }));
    },
    'POST /api/auth/password/reset': () =>
      refusal('RESET_CODE_EXPIRED', i18n.t('messages:errors.resetCodeExpired', { lng: i18n.language })),
  });
}

const openLink = (token: string) =>
  renderPage(
    <Routes>
      <Route path="/ResetPassword/:resetToken" element={<ResetPasswordPage />} />
    </Routes>,
    { path: `/ResetPassword/${token}` },
  );

describe('the reset link page', () => {
  it('shows the new-password form for a link that works', async () => {
    const sent = stubReset();
    openLink(LIVE);
    expect(await screen.findByLabelText('New password', { selector: 'input' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent.map((request) => request.body)).toEqual([{ resetToken: LIVE }]);
  });

  it('says an expired link has expired before a password is typed, and offers a new code', async () => {
    stubReset();
    openLink(EXPIRED);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Reset code has expired. Please request a new code.',
    );
    expect(screen.queryByLabelText('New password', { selector: 'input' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a new code' }).getAttribute('href')).toBe('/ForgotPassword');
  });

  it('says an unknown link is invalid, in Bengali', async () => {
    await i18n.changeLanguage('bn');
    stubReset();
    openLink(UNKNOWN);
    expect((await screen.findByRole('alert')).textContent).toContain('রিসেট কোডটি ভুল। আবার চেষ্টা করুন।');
    expect(screen.getByRole('link', { name: 'নতুন কোড চেয়ে নিন' })).toBeTruthy();
    expect(screen.queryByLabelText('নতুন পাসওয়ার্ড', { selector: 'input' })).toBeNull();
  });

  it('says a link that cannot be a token is invalid without asking the server', async () => {
    const sent = stubReset();
    openLink('too-short');
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid reset code. Please try again.');
    expect(sent).toEqual([]);
  });

  it('answers a submit refused for an expired link with the same words', async () => {
    stubReset();
    const { user } = openLink(LIVE);
    await user.type(await screen.findByLabelText('New password', { selector: 'input' }), 'secret123');
    await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Reset code has expired. Please request a new code.'),
    );
    expect(screen.getByRole('link', { name: 'Ask for a new code' })).toBeTruthy();
  });
});
