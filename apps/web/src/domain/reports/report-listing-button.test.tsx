import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { SessionProvider } from '../../lib/session/session.tsx';
import { stubApi } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { ReportListingButton } from './report-listing-button.tsx';

/** Reporting a listing (issue 18): the dialog's own checks, the body it sends, and the API's answers. */

const OFFER = { kind: 'offer', listingId: 'G-3', title: 'Group building in Uttara' } as const;

function renderButton() {
  return renderPage(
    <SessionProvider>
      <ReportListingButton listing={OFFER} />
    </SessionProvider>,
  );
}

async function openDialog(user: ReturnType<typeof renderButton>['user']) {
  await user.click(screen.getByRole('button', { name: 'Report' }));
  return within(await screen.findByRole('dialog', { name: 'Report this listing' }));
}

describe('report listing dialog', () => {
  it('asks for a reason, and for words with “Something else”, before sending anything', async () => {
    const sent = stubApi({});
    const { user } = renderButton();
    const dialog = await openDialog(user);
    expect(dialog.getByText('Group building in Uttara')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByText(i18n.t('messages:validation.choiceInvalid'))).toBeTruthy();
    await user.click(dialog.getByRole('radio', { name: 'Something else' }));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByText(i18n.t('messages:validation.reportDetailsRequired'))).toBeTruthy();
    expect(sent.filter((request) => request.path === '/api/reports')).toEqual([]);
  });

  it('sends the reason without empty details and shows the thanks with what happens next', async () => {
    const sent = stubApi({
      'POST /api/reports': () => ({ status: 201, json: { success: true, message: 'Thanks, support will look.' } }),
    });
    const { user } = renderButton();
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('radio', { name: 'Asked for advance money' }));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    const status = await dialog.findByRole('status');
    expect(status.textContent).toContain('Thanks, support will look.');
    expect(status.textContent).toContain(i18n.t('reports:nextVisitor'));
    expect(sent.find((request) => request.path === '/api/reports')?.body).toEqual({
      kind: 'offer',
      listingId: 'G-3',
      reason: 'advance-money',
    });
  });

  it('shows the API’s refusal, and “already reported” as an answer rather than an error', async () => {
    let status = 403;
    stubApi({
      'POST /api/reports': () =>
        status === 403
          ? { status, json: { success: false, code: 'FORBIDDEN', message: 'You cannot report your own listing.' } }
          : { status, json: { success: false, code: 'REPORT_ALREADY_SENT', message: 'You reported this already.' } },
    });
    const { user } = renderButton();
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('radio', { name: 'Offensive' }));
    await user.type(dialog.getByRole('textbox', { name: 'Details (optional)' }), 'Rude words');
    expect(dialog.getByText('10 / 500')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect((await dialog.findByRole('alert')).textContent).toContain('You cannot report your own listing.');
    status = 409;
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect((await dialog.findByRole('status')).textContent).toContain('You reported this already.');
    expect(dialog.getByRole('heading', { name: 'You have already reported this' })).toBeTruthy();
  });
});
