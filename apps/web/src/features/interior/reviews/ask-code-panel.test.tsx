import type { FirmDetail, MyCodeRequest } from '@ghorbari/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { SessionProvider } from '../../../lib/session/session.tsx';
import { tokenStore } from '../../../lib/session/token-store.ts';
import { memberData } from '../../../test/factories.ts';
import { stubApi } from '../../../test/fetch-stub.ts';
import { renderPage } from '../../../test/render.tsx';
import { AskCodePanel } from './ask-code-panel.tsx';

/** Issue 64: a client asks a firm for a review code from the firm's page, with a proven number. */

const NUMBER = '01712345678';
const firm = { PostID: 'I-7', name: 'Nokshi Interiors', categories: ['home', 'office'], isOwner: false } as FirmDetail;
const t = (key: string, values?: Record<string, string>) => i18n.t(key, values);

const request = (overrides: Partial<MyCodeRequest> = {}): MyCodeRequest => ({
  id: 'b0f6b0d8-6a3e-4d8e-9d3a-5f1f5c0c9a11',
  status: 'open',
  clientPhone: NUMBER,
  category: 'home',
  askedAt: '2026-12-03T06:00:00.000Z',
  answeredAt: null,
  smsSentAt: null,
  ...overrides,
});

function signedIn(userData = memberData({ name: 'Shirin Sultana', phone: NUMBER, verifiedPhones: [NUMBER] })) {
  tokenStore.set('token-a');
  return { 'GET /api/profile': () => ({ json: { success: true, userData } }) };
}

const renderPanel = (shown: FirmDetail = firm, path = '/Interior-Details/I-7') =>
  renderPage(
    <SessionProvider>
      <AskCodePanel firm={shown} />
    </SessionProvider>,
    { path },
  );

afterEach(() => tokenStore.clear());

describe('asking a firm for a review code', () => {
  it('sends the name, the proven number, the job and a note, in Bengali, and then says where it stands', async () => {
    await i18n.changeLanguage('bn');
    let mine: MyCodeRequest | null = null;
    const sent = stubApi({
      ...signedIn(),
      'GET /api/interior/I-7/code-requests/mine': () => ({ json: { success: true, request: mine } }),
      'POST /api/interior/I-7/code-requests': () => {
        mine = request();
        return {
          status: 201,
          json: { success: true, message: t('messages:success.codeRequestSent'), request: mine },
        };
      },
    });
    const { user } = renderPanel();
    expect(await screen.findByRole('heading', { name: 'কোড পাননি?' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'কোড চেয়ে নিন' }));

    const dialog = await screen.findByRole('dialog', { name: 'রিভিউ কোড চেয়ে নিন' });
    const name = await within(dialog).findByRole('textbox', { name: 'আপনার নাম' });
    expect((name as HTMLInputElement).value).toBe('Shirin Sultana');
    expect((within(dialog).getByRole('textbox', { name: 'মোবাইল নম্বর' }) as HTMLInputElement).value).toBe(NUMBER);
    expect(within(dialog).getByText('নম্বর যাচাই করা')).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'কাজের ধরন' })).toBeTruthy();

    // Without a note it is not sent: the note's own message, under the box.
    await user.click(within(dialog).getByRole('button', { name: 'অনুরোধ পাঠান' }));
    const note = within(dialog).getByRole('textbox', { name: 'প্রতিষ্ঠান কী কাজ করেছে' });
    expect(await within(dialog).findByText('প্রতিষ্ঠান কী কাজ করেছে, দু-এক কথায় লিখুন')).toBeTruthy();
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(sent.some((one) => one.method === 'POST')).toBe(false);

    await user.type(note, 'মিরপুরের ফ্ল্যাটে ফলস সিলিং, গত মাসে শেষ হয়েছে');
    expect(within(dialog).getByTestId('ask-code-counter').textContent).toBe('৪৭/৩০০ অক্ষর');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'কাজের ধরন' }), 'office');
    await user.click(within(dialog).getByRole('button', { name: 'অনুরোধ পাঠান' }));

    const outcome = await within(dialog).findByTestId('ask-code-sent');
    expect(within(outcome).getByRole('heading', { name: 'অনুরোধ পাঠানো হয়েছে' })).toBeTruthy();
    expect(outcome.textContent).toContain('০১৭১২৩৪৫৬৭৮ নম্বরে এসএমএস আসবে');
    expect(sent.find((one) => one.method === 'POST')?.body).toEqual({
      clientName: 'Shirin Sultana',
      clientPhone: NUMBER,
      category: 'office',
      note: 'মিরপুরের ফ্ল্যাটে ফলস সিলিং, গত মাসে শেষ হয়েছে',
    });

    await user.click(within(outcome).getByRole('button', { name: 'ঠিক আছে' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const status = screen.getByTestId('code-request-status');
    expect(status.textContent).toContain('৩ ডিসেম্বর, ২০২৬');
    expect(status.textContent).toContain('০১৭১২৩৪৫৬৭৮ নম্বরে এসএমএসে পাবেন');
    // While the firm has it, there is nothing more to ask; the focus is on where it stands.
    expect(screen.queryByRole('button', { name: 'কোড চেয়ে নিন' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('ask-code-panel')));
  });

  it('will not send to a number the member has not proven, and proves it there and then', async () => {
    await i18n.changeLanguage('en');
    const sent = stubApi({
      ...signedIn(memberData({ name: 'Shirin Sultana', phone: NUMBER, verifiedPhones: [] })),
      'GET /api/interior/I-7/code-requests/mine': () => ({ json: { success: true, request: null } }),
      'POST /api/profile/phone/send-code': () => ({
        json: {
          success: true,
          message: 'We have sent a 6-digit code to your mobile by SMS',
          alreadyVerified: false,
          expiresInSeconds: 600,
          resendAfterSeconds: 60,
          challengeId: 'challenge-review-0123456789',
        },
      }),
      'POST /api/profile/phone/verify': () => ({
        json: {
          success: true,
          message: 'Mobile number verified',
          userData: memberData({ name: 'Shirin Sultana', phone: NUMBER, verifiedPhones: [NUMBER] }),
        },
      }),
      'POST /api/interior/I-7/code-requests': () => ({
        status: 201,
        json: { success: true, message: 'Your request has gone to the firm.', request: request() },
      }),
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Ask for a code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a review code' });
    await user.type(
      await within(dialog).findByRole('textbox', { name: 'What did the firm do?' }),
      'False ceiling in our flat',
    );
    expect(within(dialog).getByText(t('reviews:askCode.phoneUnproven'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText(t('messages:validation.codeRequestPhoneUnverified'))).toBeTruthy();
    expect(sent.some((one) => one.path === '/api/interior/I-7/code-requests')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Verify number' }));
    const proof = await screen.findByRole('dialog', { name: 'Verify this number' });
    await user.click(within(proof).getByRole('button', { name: 'Send code' }));
    await user.type(await within(proof).findByRole('textbox', { name: '6-digit code' }), '408123');
    await user.click(within(proof).getByRole('button', { name: 'Verify code' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verify this number' })).toBeNull());
    // Proven for this request, not made the account's sign-in number.
    expect(sent.find((one) => one.path === '/api/profile/phone/verify')?.body).toMatchObject({ account: false });
    expect(await within(dialog).findByText('Number verified')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByTestId('ask-code-sent')).toBeTruthy();
    expect(sent.find((one) => one.path === '/api/interior/I-7/code-requests')?.body).toMatchObject({
      clientPhone: NUMBER,
    });
  });

  it('shows the server’s refusal: a request already open with the firm', async () => {
    await i18n.changeLanguage('en');
    stubApi({
      ...signedIn(),
      'GET /api/interior/I-7/code-requests/mine': () => ({ json: { success: true, request: null } }),
      'POST /api/interior/I-7/code-requests': () => ({
        status: 409,
        json: { success: false, code: 'CODE_REQUEST_OPEN', message: t('messages:errors.codeRequestOpen') },
      }),
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Ask for a code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a review code' });
    await user.type(await within(dialog).findByRole('textbox', { name: 'What did the firm do?' }), 'Kitchen cabinets');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You have already asked this firm for a code. Please wait for its answer.',
    );
  });

  it('says when the firm sent the code by SMS, and lets the client ask again for another job', async () => {
    await i18n.changeLanguage('bn');
    stubApi({
      ...signedIn(),
      'GET /api/interior/I-7/code-requests/mine': () => ({
        json: {
          success: true,
          request: request({
            status: 'issued',
            answeredAt: '2026-12-05T06:00:00.000Z',
            smsSentAt: '2026-12-05T06:00:00.000Z',
          }),
        },
      }),
    });
    renderPanel();
    const status = await screen.findByTestId('code-request-status');
    expect(status.textContent).toBe(
      'প্রতিষ্ঠান ৫ ডিসেম্বর, ২০২৬ তারিখে আপনার রিভিউ কোড এসএমএসে ০১৭১২৩৪৫৬৭৮ নম্বরে পাঠিয়েছে। কোডটি দিয়ে রিভিউ লিখুন।',
    );
    expect(screen.getByRole('button', { name: 'আবার কোড চান' })).toBeTruthy();
  });

  it('sends a visitor to sign in and back to the open form; the owner sees none of it', async () => {
    await i18n.changeLanguage('en');
    stubApi({});
    const { user, router } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Ask for a code' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/SignIn'));
    expect(router.state.location.search).toContain(encodeURIComponent('/Interior-Details/I-7?ask-code=1'));

    const view = renderPage(
      <SessionProvider>
        <AskCodePanel firm={{ ...firm, isOwner: true }} />
      </SessionProvider>,
    );
    expect(view.container.textContent).toBe('');
  });
});
