import type { GroupOfferStatus } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { showToast } from '../../lib/toast.ts';
import { AdminDialog, DialogActions } from './admin-dialog.tsx';
import { buttonClass, Spinner } from './admin-ui.tsx';
import { useChangeGroupOfferStatus, type StaffGroupOffer } from './api/group-offers.ts';

/** Which way a change goes, for its button and its question: reopen, mark every share taken, or close. */
export const statusAction = (status: GroupOfferStatus) =>
  status === 'open' ? 'reopen' : status === 'filled' ? 'fill' : 'close';

/**
 * Asks before an offer changes status: what the public will see afterwards, then the change, a
 * toast with the server's message, and the list refreshed (the audit log records it).
 */
export function GroupOfferStatusDialog({
  offer,
  target,
  onClose,
}: {
  offer: StaffGroupOffer;
  /** The status asked for; null when the dialog is closed. */
  target: GroupOfferStatus | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin', 'messages']);
  const change = useChangeGroupOfferStatus();
  const action = target ? statusAction(target) : 'close';
  const confirm = async () => {
    if (!target) return;
    try {
      const result = await change.mutateAsync({ offerId: offer.PostID, status: target });
      void showToast('success', result.message);
      onClose();
    } catch (error) {
      void showToast('error', apiErrorMessage(error, t, 'errors.internal'));
    }
  };
  return (
    <AdminDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !change.isPending) onClose();
      }}
      tone={target === 'closed' ? 'danger' : 'default'}
      title={t(`groupOffers.confirm.${action}.title`)}
      description={t(`groupOffers.confirm.${action}.text`, { title: offer.title })}
    >
      <DialogActions>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={change.isPending}
          className={target === 'closed' ? buttonClass.danger : buttonClass.primary}
        >
          {change.isPending ? <Spinner /> : null}
          {t(`groupOffers.actions.${action}`)}
        </button>
      </DialogActions>
    </AdminDialog>
  );
}
