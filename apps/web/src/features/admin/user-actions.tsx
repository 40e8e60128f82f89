import type { AdminUser } from '@ghorbari/contracts';
import { Ban, RotateCcw, ShieldOff, UserCog } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, Section } from './admin-ui.tsx';
import { DisableDialog, ReinstateDialog, RoleDialog, SuspendDialog, type UserAction } from './user-action-dialogs.tsx';

/**
 * What an admin can do to an account, by its state: suspend or reinstate, disable for fraud
 * (permanent) and change the role. A disabled account takes no further action. Each dialog is
 * mounted only while open, so it always starts empty.
 */
export function UserActions({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<UserAction | null>(null);
  const close = () => setOpen(null);
  // Admins are neither suspended, disabled nor re-roled through the site (ADRs 006 and 012).
  if (isSelf || user.role === 'admin') {
    return (
      <Section id="user-actions" title={t('actions.title')}>
        <p className="text-[15px] text-gray-800">{t(isSelf ? 'actions.self' : 'actions.adminLocked')}</p>
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
        <button type="button" onClick={() => setOpen('role')} className={buttonClass.secondary}>
          <UserCog aria-hidden size={18} />
          {t('actions.changeRole')}
        </button>
        <button type="button" onClick={() => setOpen('disable')} className={buttonClass.dangerOutline}>
          <ShieldOff aria-hidden size={18} />
          {t('actions.disable')}
        </button>
      </div>
      {open === 'suspend' ? <SuspendDialog user={user} open onClose={close} /> : null}
      {open === 'reinstate' ? <ReinstateDialog user={user} open onClose={close} /> : null}
      {open === 'disable' ? <DisableDialog user={user} open onClose={close} /> : null}
      {open === 'role' ? <RoleDialog user={user} open onClose={close} /> : null}
    </Section>
  );
}
