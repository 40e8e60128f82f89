import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { SessionProvider } from '../../lib/session/session.tsx';
import { stubApi, type SentRequest } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { RegisterPage } from './register-page.tsx';

/** Registration by mobile number (issue 40), offered before the spec's email, against a stubbed API. */

const codeSent = {
  success: true,
  message: 'sent',
  alreadyVerified: false,
  expiresInSeconds: 600,
  resendAfterSeconds: 60,
};

const renderRegister = () =>
  renderPage(
    <SessionProvider>
      <RegisterPage />
    </SessionProvider>,
    { path: '/Register' },
  );

const to = (sent: SentRequest[], path: string) => sent.filter((request) => request.path === path);

describe('registration: mobile number or email', () => {
  it('offers the mobile number first, as tabs the arrow keys move, and a reload keeps the choice', async () => {
    await i18n.changeLanguage('bn');
    stubApi({});
    const { user, unmount } = renderRegister();
    const tablist = await screen.findByRole('tablist', { name: 'কী দিয়ে অ্যাকাউন্ট খুলবেন' });
    const [phoneTab, emailTab] = within(tablist).getAllByRole('tab');
    expect(phoneTab).toHaveProperty('textContent', 'মোবাইল নম্বর');
    expect(phoneTab!.getAttribute('aria-selected')).toBe('true');
    expect(emailTab!.getAttribute('aria-selected')).toBe('false');
    // Only the chosen tab is in the Tab order; the panel is named by it.
    expect(phoneTab!.tabIndex).toBe(0);
    expect(emailTab!.tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(phoneTab!.id);

    const number = within(panel).getByRole('textbox', { name: 'মোবাইল নম্বর' });
    expect(number.getAttribute('type')).toBe('tel');
    expect(number.getAttribute('inputmode')).toBe('tel');
    expect(number.getAttribute('autocomplete')).toBe('tel');

    phoneTab!.focus();
    await user.keyboard('{ArrowRight}');
    expect(emailTab!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(emailTab);
    expect(within(screen.getByRole('tabpanel')).getByRole('textbox', { name: 'ইমেইল ঠিকানা' })).toBeTruthy();

    unmount();
    renderRegister();
    const [, emailAgain] = within(await screen.findByRole('tablist')).getAllByRole('tab');
    expect(emailAgain!.getAttribute('aria-selected')).toBe('true');
  });

  it('takes a number written with +880, a dash and Bengali digits, then the SMS code in Bengali digits', async () => {
    await i18n.changeLanguage('bn');
    const sent = stubApi({
      'POST /api/auth/register/phone/send-code': () => ({
        json: { ...codeSent, challengeId: 'challenge-reg-0123456789' },
      }),
      'POST /api/auth/register/phone/verify-code': () => ({
        json: { success: true, message: 'ok', registrationToken: 'registration-token-1234567890' },
      }),
    });
    const { user } = renderRegister();
    await user.type(await screen.findByRole('textbox', { name: 'মোবাইল নম্বর' }), '+৮৮০ ১৭১২-৯৮৭৬৫৪');
    await user.click(screen.getByRole('button', { name: 'কোড পাঠান' }));

    await screen.findByRole('heading', { name: 'কোডটি লিখুন' });
    expect(to(sent, '/api/auth/register/phone/send-code').map((request) => request.body)).toEqual([
      { phone: '01712987654' },
    ]);
    // The number in the reader's digits, and a way back to change it.
    expect(screen.getByText('০১৭১২৯৮৭৬৫৪ নম্বরে এসএমএসে পাঠানো ৬ অঙ্কের কোডটি দিন।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ভুল নম্বর? বদলে নিন' })).toBeTruthy();
    const code = screen.getByLabelText('৬ অঙ্কের কোড');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');

    await user.type(code, '১২৩৪৫৬');
    await user.click(screen.getByRole('button', { name: 'কোড যাচাই করুন' }));
    await screen.findByRole('heading', { name: 'প্রোফাইল সম্পূর্ণ করুন' });
    expect(to(sent, '/api/auth/register/phone/verify-code').map((request) => request.body)).toEqual([
      { phone: '01712987654', code: '123456', challengeId: 'challenge-reg-0123456789' },
    ]);

    // The proven number, not to be changed here; no email asked for.
    const phone = screen.getByRole('textbox', { name: 'মোবাইল নম্বর' }) as HTMLInputElement;
    expect(phone.readOnly).toBe(true);
    expect(phone.value).toBe('০১৭১২৯৮৭৬৫৪');
    expect(screen.queryByRole('textbox', { name: 'ইমেইল ঠিকানা' })).toBeNull();
    // Birth years start where adults do, not at this year.
    const thisYear = new Date().getFullYear();
    const years = within(screen.getByRole('group', { name: 'জন্মতারিখ' })).getByLabelText('বছর');
    const offered = [...years.querySelectorAll('option')].map((option) => option.value).filter(Boolean);
    expect([offered[0], offered.at(-1)]).toEqual([String(thisYear - 18), String(thisYear - 118)]);
  });

  it('comes back to the code box after a reload, as a phone that left the browser to read the SMS does', async () => {
    const sent = stubApi({ 'POST /api/auth/register/phone/send-code': () => ({ json: codeSent }) });
    const first = renderRegister();
    await first.user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '01712987654');
    await first.user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('heading', { name: 'Enter the code' });
    first.unmount();

    const { user } = renderRegister();
    await screen.findByRole('heading', { name: 'Enter the code' });
    expect(screen.getByText('Enter the 6-digit code we sent by SMS to 01712987654.')).toBeTruthy();
    // No second SMS for the reload; the way back has the number ready.
    expect(to(sent, '/api/auth/register/phone/send-code')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Wrong number? Change it' }));
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveProperty('value', '01712987654');
  });

  it('refuses a number that is not a Bangladeshi mobile before sending anything', async () => {
    const sent = stubApi({});
    const { user } = renderRegister();
    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '01212345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(i18n.t('messages:validation.mobileInvalid'))).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Mobile number' }).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('says so when the number already has an account, with a way to sign in with it', async () => {
    const message = i18n.t('messages:errors.phoneAlreadyRegistered');
    stubApi({
      'POST /api/auth/register/phone/send-code': () => ({
        status: 409,
        json: { success: false, message, code: 'PHONE_ALREADY_REGISTERED' },
      }),
    });
    const { user } = renderRegister();
    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '01712 987654');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(within(alert).getByRole('link', { name: 'Sign in with this number' }).getAttribute('href')).toBe(
      '/SignIn?phone=01712987654',
    );
  });

  it('gives the emailed code the same box: the code a phone offers, on the number pad', async () => {
    stubApi({ 'POST /api/auth/register/send-code': () => ({ json: codeSent }) });
    const { user } = renderRegister();
    await user.click(await screen.findByRole('tab', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'nadia@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText('6-digit code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByText('We have sent a 6-digit code to nadia@example.com.')).toBeTruthy();
  });
});
