import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionProvider } from '../../lib/session/session.tsx';
import { tokenStore } from '../../lib/session/token-store.ts';
import { memberData } from '../../test/factories.ts';
import { stubApi } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { ProfileDashboardPage } from './profile-dashboard-page.tsx';
import { ProfileSettingsPage } from './profile-settings-page.tsx';

/** An account made with a mobile number adds an email later, proven by a mailed code (issue 40). */

const phoneOnly = memberData({ name: 'Karim Mia', email: null, phone: '01712987654', phoneVerified: true });
const codeSent = {
  json: { success: true, message: 'Code sent', alreadyVerified: false, expiresInSeconds: 600, resendAfterSeconds: 60 },
};
const emailAdded = {
  json: {
    success: true,
    message: 'The email has been added to your account',
    userData: { ...phoneOnly, email: 'karim@example.com' },
  },
};

const emailRow = () =>
  within(screen.getByRole('region', { name: 'Basic information' })).getByText('Email address').nextElementSibling;

/** A page of the phone-only member's, signed in, with the API answering `routes` too. */
function renderSignedIn(page: ReactElement, routes: Parameters<typeof stubApi>[0]) {
  tokenStore.set('token-a');
  const sent = stubApi({ 'GET /api/profile': () => ({ json: { success: true, userData: phoneOnly } }), ...routes });
  return { sent, ...renderPage(<SessionProvider>{page}</SessionProvider>) };
}

afterEach(() => tokenStore.clear());

describe('adding an email to an account made with a mobile number', () => {
  it('mails a code to the address typed, and the profile shows the email once the code is entered', async () => {
    const { sent, user } = renderSignedIn(<ProfileDashboardPage />, {
      'GET /api/profile/my-interests': () => ({ json: { success: true, interests: [] } }),
      'POST /api/profile/email/send-code': () => codeSent,
      'POST /api/profile/email/verify': () => emailAdded,
    });
    await user.click(await screen.findByRole('button', { name: 'Add email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an email' });
    expect(dialog.textContent).toContain('reset a forgotten password by email');

    const emailBox = within(dialog).getByRole('textbox', { name: 'Email address' });
    expect(emailBox.getAttribute('type')).toBe('email');
    expect(emailBox.getAttribute('autocomplete')).toBe('email');
    await waitFor(() => expect(document.activeElement).toBe(emailBox));
    await user.type(emailBox, 'karim@example.com{Enter}');

    const codeBox = await within(dialog).findByRole('textbox', { name: '6-digit code' });
    expect(sent.find((request) => request.path === '/api/profile/email/send-code')?.body).toEqual({
      email: 'karim@example.com',
    });
    expect(dialog.textContent).toContain('We sent a 6-digit code to karim@example.com.');
    expect(codeBox.getAttribute('autocomplete')).toBe('one-time-code');
    expect(codeBox.getAttribute('inputmode')).toBe('numeric');
    expect(codeBox.getAttribute('maxlength')).toBe('6');
    expect(within(dialog).getByText(/^The code expires in /)).toBeTruthy();
    expect(within(dialog).getByText(/^New code in /)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(codeBox));
    await user.type(codeBox, '123456{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.at(-1)).toMatchObject({
      path: '/api/profile/email/verify',
      body: { email: 'karim@example.com', code: '123456' },
    });
    expect(emailRow()?.textContent).toBe('karim@example.com');
    expect(screen.queryByRole('button', { name: 'Add email' })).toBeNull();
    // The button has gone: the focus is on the row that now shows the email.
    await waitFor(() => expect(emailRow()?.contains(document.activeElement)).toBe(true));
  });

  it('says under the email box that another account has the address, and sends no code', async () => {
    const { sent, user } = renderSignedIn(<ProfileDashboardPage />, {
      'GET /api/profile/my-interests': () => ({ json: { success: true, interests: [] } }),
      'POST /api/profile/email/send-code': () => ({
        status: 409,
        json: { success: false, message: 'Email already registered', code: 'EMAIL_ALREADY_REGISTERED' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an email' });
    const emailBox = within(dialog).getByRole('textbox', { name: 'Email address' });
    await user.type(emailBox, 'taken@example.com{Enter}');

    await waitFor(() => expect(emailBox.getAttribute('aria-invalid')).toBe('true'));
    const described = (emailBox.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id));
    expect(described.map((note) => note?.textContent)).toContain('Email already registered');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(emailBox);
    expect(within(dialog).queryByRole('textbox', { name: '6-digit code' })).toBeNull();
    expect(sent.filter((request) => request.path === '/api/profile/email/send-code')).toHaveLength(1);
  });

  it('shows the way to add an email on the privacy settings, and the email switch once it is added', async () => {
    const { user } = renderSignedIn(<ProfileSettingsPage />, {
      'GET /api/profile/getSettings': () => ({ json: { success: true, settings: phoneOnly.settings } }),
      'POST /api/profile/email/send-code': () => codeSent,
      'POST /api/profile/email/verify': () => emailAdded,
    });
    const note = await screen.findByTestId('no-email-note');
    expect(note.textContent).toContain('Your account has no email');
    expect(screen.queryByRole('switch', { name: 'Show email address' })).toBeNull();

    await user.click(within(note).getByRole('button', { name: 'Add email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an email' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'karim@example.com{Enter}');
    await user.type(await within(dialog).findByRole('textbox', { name: '6-digit code' }), '123456{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByTestId('no-email-note')).toBeNull();
    const emailSwitch = await screen.findByRole('switch', { name: 'Show email address' });
    await waitFor(() => expect(document.activeElement).toBe(emailSwitch));
  });
});
