import type { ReportGroup } from '@ghorbari/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { stubApi } from '../../test/fetch-stub.ts';
import { renderPage } from '../../test/render.tsx';
import { ReportGroupCard } from './report-group-card.tsx';

/** One reported listing for staff (issue 18): who owns it, the reports, and the three decisions. */
const group = (overrides: Partial<ReportGroup> = {}): ReportGroup => ({
  kind: 'post',
  listingId: 'S-12',
  title: 'Flat for sale in Mirpur',
  path: '/Property-Buy-Sell-Details/S-12',
  live: true,
  owner: { _id: 'user-7', name: 'Nusrat Jahan', status: 'suspended', language: 'bn' },
  count: 2,
  reasons: [{ reason: 'advance-money', count: 2 }],
  newestAt: new Date().toISOString(),
  reports: [
    {
      _id: 'r-1',
      reason: 'advance-money',
      details: 'Asked for bKash money first',
      reporter: null,
      createdAt: new Date().toISOString(),
    },
    {
      _id: 'r-2',
      reason: 'advance-money',
      details: null,
      reporter: { _id: 'u-2', name: 'Rahim' },
      createdAt: new Date().toISOString(),
    },
  ],
  ...overrides,
});

const t = (key: string) => i18n.t(`admin:reports.${key}`);

describe('reported listing card', () => {
  it('links the listing and the owner’s account with its status', () => {
    renderPage(<ReportGroupCard group={group()} onDecided={() => undefined} />);
    expect(screen.getByRole('link', { name: 'Flat for sale in Mirpur' }).getAttribute('href')).toBe(
      '/Property-Buy-Sell-Details/S-12',
    );
    expect(screen.getByRole('link', { name: 'Nusrat Jahan' }).getAttribute('href')).toBe('/admin/users/user-7');
    expect(screen.getByText(i18n.t('admin:status.suspended'))).toBeTruthy();
    expect(screen.getByText(t('visitor'), { exact: false })).toBeTruthy();
    expect(screen.getByText('Rahim')).toBeTruthy();
  });

  it('offers no correction for a group offer, which no member owns', () => {
    renderPage(
      <ReportGroupCard group={group({ kind: 'offer', listingId: 'G-3', owner: null })} onDecided={() => undefined} />,
    );
    expect(screen.queryByRole('button', { name: t('askCorrection') })).toBeNull();
    expect(screen.getByRole('button', { name: t('takeDown') })).toBeTruthy();
    expect(screen.getByRole('link', { name: t('editOffer') }).getAttribute('href')).toBe(
      '/admin/group-offers/G-3/edit',
    );
  });

  it('says beside the note which language the owner reads, so staff write in it (issue 64)', async () => {
    const { user } = renderPage(<ReportGroupCard group={group()} onDecided={() => undefined} />);
    await user.click(screen.getByRole('button', { name: t('askCorrection') }));
    const dialog = within(await screen.findByRole('dialog', { name: t('correctTitle') }));
    const note = dialog.getByRole('textbox');
    expect(dialog.getByText('This member reads Bengali. Please write in Bengali.')).toBeTruthy();
    expect(note.getAttribute('lang')).toBe('bn');
    expect(note.getAttribute('aria-describedby')).toContain('report-decision-note-reader');
  });

  it('takes a listing down only with a note, then lets the list move on', async () => {
    const sent = stubApi({
      'POST /api/admin/reports/post/S-12/decision': () => ({
        json: { success: true, message: 'Taken down.', closed: 2 },
      }),
    });
    const onDecided = vi.fn();
    const { user } = renderPage(<ReportGroupCard group={group()} onDecided={onDecided} />);
    await user.click(screen.getByRole('button', { name: t('takeDown') }));
    const dialog = within(await screen.findByRole('dialog', { name: t('takeDownTitle') }));
    await user.click(dialog.getByRole('button', { name: t('takeDown') }));
    expect(await dialog.findByText(i18n.t('messages:validation.reasonRequired'))).toBeTruthy();
    await user.type(dialog.getByRole('textbox'), 'Asks for money before any visit.');
    await user.click(dialog.getByRole('button', { name: t('takeDown') }));
    await waitFor(() => expect(onDecided).toHaveBeenCalled());
    expect(sent.find((request) => request.path.endsWith('/decision'))?.body).toEqual({
      outcome: 'taken-down',
      note: 'Asks for money before any visit.',
    });
  });
});
