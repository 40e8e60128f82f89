import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { SessionProvider } from '../../lib/session/session.tsx';
import { tokenStore } from '../../lib/session/token-store.ts';
import { memberData } from '../../test/factories.ts';
import { stubApi } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { InterestDialog } from './interest-dialog.tsx';

afterEach(() => tokenStore.clear());

it('fills in a member’s name and phone even when opened before their session was known', async () => {
  await i18n.changeLanguage('bn');
  tokenStore.set('token-7');
  const member = memberData({ name: 'Mizanur Rahman', phone: '01911000003', userToken: 'token-7' });
  stubApi({ 'GET /api/profile': () => ({ json: { success: true, userData: member } }) });
  // Open at once, as a tap on "আমি আগ্রহী" while the page comes alive does.
  renderPage(
    <SessionProvider>
      <InterestDialog target={{ kind: 'offer', offerId: 'G-1', title: 'মিরপুরে দলগত ভবন' }} onClose={() => undefined} />
    </SessionProvider>,
  );
  const name = await screen.findByLabelText('আপনার নাম');
  await waitFor(() => expect((name as HTMLInputElement).value).toBe('Mizanur Rahman'));
  expect((screen.getByLabelText('মোবাইল নম্বর') as HTMLInputElement).value).toBe('01911000003');
});
