import type { FirmCodeRequest, MyFirm } from '@ghorbari/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { stubApi } from '../../../test/fetch-stub.ts';
import { renderPage } from '../../../test/render.tsx';
import { CodeRequestsPanel } from './code-requests-panel.tsx';

/** Issue 64: the firm's owner sees clients' requests for a review code, sends one with a tap, or declines. */

const firm = { PostID: 'I-7', name: 'Nokshi Interiors' } as MyFirm;
const BASE = '/api/interior/I-7/code-requests';

const request = (overrides: Partial<FirmCodeRequest> = {}): FirmCodeRequest => ({
  id: 'b0f6b0d8-6a3e-4d8e-9d3a-5f1f5c0c9a11',
  status: 'open',
  clientName: 'Shirin Sultana',
  clientPhone: '01712345678',
  category: 'home',
  note: 'False ceiling and kitchen cabinets in our Mirpur flat',
  askedAt: '2026-12-03T06:00:00.000Z',
  answeredAt: null,
  smsSentAt: null,
  remindedAt: null,
  ...overrides,
});

describe('clients’ requests for a review code', () => {
  it('sends the code by SMS with one tap, in Bengali, and then says it was sent, never what it was', async () => {
    await i18n.changeLanguage('bn');
    let shown = request();
    const sent = stubApi({
      [`GET ${BASE}`]: () => ({ json: { success: true, requests: [shown] } }),
      [`GET /api/interior/I-7/codes`]: () => ({ json: { success: true, codes: [] } }),
      [`POST ${BASE}/${shown.id}/issue`]: () => {
        shown = request({
          status: 'issued',
          answeredAt: '2026-12-04T06:00:00.000Z',
          smsSentAt: '2026-12-04T06:00:00.000Z',
        });
        return { json: { success: true, message: 'কোডটি এসএমএসে ক্লায়েন্টের কাছে পাঠানো হয়েছে', request: shown } };
      },
    });
    const { user } = renderPage(<CodeRequestsPanel firm={firm} />);
    expect(screen.getByRole('heading', { name: 'কোডের অনুরোধ' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'ক্লায়েন্টদের কোডের অনুরোধ' });
    const row = within(list).getByTestId('code-request-row');
    expect(row.textContent).toContain('০১৭১২৩৪৫৬৭৮');
    expect(row.textContent).toContain('বাসা');
    expect(row.textContent).toContain('৩ ডিসেম্বর, ২০২৬ তারিখে চেয়েছেন');
    expect(row.textContent).toContain('False ceiling and kitchen cabinets in our Mirpur flat');
    expect(within(row).getByText('উত্তরের অপেক্ষায়')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Shirin Sultana-কে কোড পাঠান' }));
    await waitFor(() => expect(within(row).queryByRole('button', { name: /কোড পাঠান/ })).toBeNull());
    expect(within(row).getByText('কোড পাঠানো হয়েছে')).toBeTruthy();
    expect(row.textContent).toContain('৪ ডিসেম্বর, ২০২৬ তারিখে এসএমএসে পাঠানো হয়েছে');
    expect(sent.filter((one) => one.method === 'POST').map((one) => one.path)).toEqual([`${BASE}/${shown.id}/issue`]);
    // The focus stays with the request, which now says what became of it.
    await waitFor(() => expect(document.activeElement).toBe(row));
  });

  it('asks before declining, and shows why the SMS could not go', async () => {
    await i18n.changeLanguage('en');
    const open = request();
    const sent = stubApi({
      [`GET ${BASE}`]: () => ({ json: { success: true, requests: [open] } }),
      [`GET /api/interior/I-7/codes`]: () => ({ json: { success: true, codes: [] } }),
      [`POST ${BASE}/${open.id}/issue`]: () => ({
        status: 503,
        json: {
          success: false,
          code: 'CODE_SMS_UNAVAILABLE',
          message: 'We cannot send the code by SMS right now. Please try again in a while.',
        },
      }),
      [`POST ${BASE}/${open.id}/decline`]: () => ({
        json: { success: true, message: 'Request declined', request: request({ status: 'declined' }) },
      }),
    });
    const { user } = renderPage(<CodeRequestsPanel firm={firm} />);
    const row = await screen.findByTestId('code-request-row');
    await user.click(within(row).getByRole('button', { name: 'Send code to Shirin Sultana' }));
    expect((await within(row).findByRole('alert')).textContent).toBe(
      'We cannot send the code by SMS right now. Please try again in a while.',
    );
    expect(within(row).getByRole('button', { name: 'Send code to Shirin Sultana' })).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Decline the request of Shirin Sultana' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request?' });
    expect(dialog.textContent).toContain('Shirin Sultana gets no code and is told that the request was declined.');
    expect(sent.some((one) => one.path.endsWith('/decline'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.some((one) => one.path === `${BASE}/${open.id}/decline`)).toBe(true);
  });

  it('says when no client has asked yet', async () => {
    await i18n.changeLanguage('en');
    stubApi({ [`GET ${BASE}`]: () => ({ json: { success: true, requests: [] } }) });
    renderPage(<CodeRequestsPanel firm={firm} />);
    expect(await screen.findByText('No client has asked for a code yet.')).toBeTruthy();
  });
});
