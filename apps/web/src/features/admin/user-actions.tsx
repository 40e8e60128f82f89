import type { AdminUser } from '@ghorbari/contracts';
import { Ban, RotateCcw, ShieldOff, UserCog } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, Section } from './admin-ui.tsx';
import { DisableDialog, ReinstateDialog, RoleDialog, SuspendDialog, type UserAction } from './user-action-dialogs.tsx';

/**
 * What staff can do to an account, by its state and by who they are: suspend or reinstate, and,
 * for an admin, disable for fraud (permanent) and change the role. Support acts on members only,
 * and only suspends and lifts suspensions (issue 41, ADR 053): it is shown nothing the server would
 * refuse. A disabled account takes no further action. Each dialog is mounted only while open, so
 * it always starts empty.
 */
export function UserActions({ user, isSelf, isAdmin }: { user: AdminUser; isSelf: boolean; isAdmin: boolean }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<UserAction | null>(null);
  const close = () => setOpen(null);
  // Admins are neither suspended, disabled nor re-roled through the site (ADRs 006 and 012);
  // a support member leaves staff accounts to an admin.
  const locked = isSelf
    ? 'actions.self'
    : user.role === 'admin'
      ? 'actions.adminLocked'
      : !isAdmin && user.role !== 'user'
        ? 'actions.staffLocked'
        : null;
  if (locked) {
    return (
      <Section id="user-actions" title={t('actions.title')}>
        <p className="text-[15px] text-gray-800">{t(locked)}</p>
      </Section>
    );
  }
  if (user.status === 'Disabled') {
    return (
      <Section id="user-actions" title={t('actions.title')} tone="danger">
        <p className="text-[15px] text-gray-800">{t('actions.disabledFinal')}</p>
      </Section>
    );
  }
  return (
    <Section id="user-actions" title={t('actions.title')}>
      <div className="grid gap-2">
        {user.status === 'suspended' ? (
          <button type="button" onClick={() => setOpen('reinstate')} className={buttonClass.primary}>
            <RotateCcw aria-hidden size={18} />
            {t('actions.reinstate')}
          </button>
        ) : (
          <button type="button" onClick={() => setOpen('suspend')} className={buttonClass.secondary}>
            <Ban aria-hidden size={18} />
            {t('actions.suspend')}
          </button>
        )}
        {isAdmin ? (
          <>
            <button type="button" onClick={() => setOpen('role')} className={buttonClass.secondary}>
              <UserCog aria-hidden size={18} />
              {t('actions.changeRole')}
            </button>
            <button type="button" onClick={() => setOpen('disable')} className={buttonClass.dangerOutline}>
              <ShieldOff aria-hidden size={18} />
              {t('actions.disable')}
            </button>
          </>
        ) : (
          <p className="text-sm text-gray-700">{t('actions.disableAdminOnly')}</p>
        )}
      </div>
      {open === 'suspend' ? <SuspendDialog user={user} open onClose={close} /> : null}
      {open === 'reinstate' ? <ReinstateDialog user={user} open onClose={close} /> : null}
      {open === 'disable' ? <DisableDialog user={user} open onClose={close} /> : null}
      {open === 'role' ? <RoleDialog user={user} open onClose={close} /> : null}
    </Section>
  );
}
