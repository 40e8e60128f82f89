import type { GroupOfferStatus } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { useChangeGroupOfferStatus, type StaffGroupOffer } from './api/group-offers.ts';
import { StatusChangeDialog } from './status-change-dialog.tsx';

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
  const { t } = useTranslation('admin');
  const change = useChangeGroupOfferStatus();
  const action = target ? statusAction(target) : 'close';
  return (
    <StatusChangeDialog
      target={target}
      danger={target === 'closed'}
      title={t(`groupOffers.confirm.${action}.title`)}
      description={t(`groupOffers.confirm.${action}.text`, { title: offer.title })}
      confirmLabel={t(`groupOffers.actions.${action}`)}
      pending={change.isPending}
      change={(status) => change.mutateAsync({ offerId: offer.PostID, status })}
      onClose={onClose}
    />
  );
}
