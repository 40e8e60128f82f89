import type { AdminUser } from '@ghorbari/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderPage } from '../../test/render.tsx';
import { UserActions } from './user-actions.tsx';

/** What an admin is offered on an account's page (ADRs 006 and 012: admins are not acted on here). */
const account = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  _id: 'user-7',
  name: 'Nusrat Jahan',
  email: 'nusrat@example.com',
  phone: '01711223344',
  phoneVerified: false,
  proPic: null,
  role: 'user',
  status: 'normal',
  suspendedUntil: null,
  statusReason: null,
  language: 'bn',
  joinDate: '2025-01-10T00:00:00.000Z',
  postCount: 3,
  ...overrides,
});

describe('account actions for an admin', () => {
  it('offers suspend, role and disable for a member', () => {
    renderPage(<UserActions user={account()} isSelf={false} isAdmin />);
    expect(screen.getByRole('button', { name: i18n.t('admin:actions.suspend') })).toBeTruthy();
    expect(screen.getByRole('button', { name: i18n.t('admin:actions.changeRole') })).toBeTruthy();
    expect(screen.getByRole('button', { name: i18n.t('admin:actions.disable') })).toBeTruthy();
  });

  it('offers nothing the server would refuse for another admin, and says why', () => {
    renderPage(<UserActions user={account({ role: 'admin' })} isSelf={false} isAdmin />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(i18n.t('admin:actions.adminLocked'))).toBeTruthy();
  });
});

describe('account actions for support (issue 41)', () => {
  it('offers a member only the suspension, and says disabling is for an admin', () => {
    renderPage(<UserActions user={account()} isSelf={false} isAdmin={false} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      i18n.t('admin:actions.suspend'),
    ]);
    expect(screen.getByText(i18n.t('admin:actions.disableAdminOnly'))).toBeTruthy();
  });

  it('says in the suspension which language the member reads the reason in (issue 64)', async () => {
    const { user } = renderPage(<UserActions user={account({ language: 'en' })} isSelf={false} isAdmin={false} />);
    await user.click(screen.getByRole('button', { name: i18n.t('admin:actions.suspend') }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('This member reads English. Please write in English.');
    expect(dialog.querySelector('textarea')?.getAttribute('lang')).toBe('en');
  });

  it('offers lifting a suspension, and nothing on a staff account', () => {
    const { unmount } = renderPage(
      <UserActions user={account({ status: 'suspended' })} isSelf={false} isAdmin={false} />,
    );
    expect(screen.getByRole('button', { name: i18n.t('admin:actions.reinstate') })).toBeTruthy();
    unmount();
    renderPage(<UserActions user={account({ role: 'support' })} isSelf={false} isAdmin={false} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(i18n.t('admin:actions.staffLocked'))).toBeTruthy();
  });
});
