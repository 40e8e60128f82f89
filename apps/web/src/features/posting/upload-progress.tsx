import { useTranslation } from 'react-i18next';
import { UploadStatus, type UploadState } from '../../components/photo-list/upload-status.tsx';

/** How far sending the post has gone, in the poster's words: a bar per new photo. */
export function UploadProgress({ state }: { state: UploadState }) {
  const { t } = useTranslation('posting');
  const labels = {
    preparing: t('upload.preparing'),
    sending: (photo?: { n: string; total: string }) => t('upload.sending', photo),
    saving: t('upload.saving'),
    label: t('upload.label'),
    photo: (n: string) => t('images.photo', { n }),
  };
  return <UploadStatus state={state} labels={labels} />;
}
