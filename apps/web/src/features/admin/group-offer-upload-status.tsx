import { useTranslation } from 'react-i18next';
import { UploadStatus, type UploadState } from '../../components/photo-list/upload-status.tsx';

export type { UploadState };

/** Where sending the offer stands, in the staff area's words. */
export function OfferUploadStatus({ state }: { state: UploadState }) {
  const { t } = useTranslation('admin');
  const labels = {
    preparing: t('groupOffers.upload.preparing'),
    sending: () => t('groupOffers.upload.sending'),
    saving: t('groupOffers.upload.saving'),
    label: t('groupOffers.upload.label'),
  };
  return <UploadStatus state={state} labels={labels} />;
}
