import { useTranslation } from 'react-i18next';
import { UploadStatus as PhotoUploadStatus, type UploadState } from '../../components/photo-list/upload-status.tsx';

export type { UploadState };

/** Where sending the firm stands, in the firm owner's words. */
export function UploadStatus({ state }: { state: UploadState }) {
  const { t } = useTranslation('firms');
  const labels = {
    preparing: t('upload.preparing'),
    sending: () => t('upload.sending'),
    saving: t('upload.saving'),
    label: t('upload.label'),
  };
  return <PhotoUploadStatus state={state} labels={labels} />;
}
