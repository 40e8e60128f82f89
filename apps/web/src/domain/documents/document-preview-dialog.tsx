import type { LandDocument } from '@ghorbari/contracts';
import { AlertCircle, ExternalLink, Loader2, LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { outlineButton } from '../../lib/button-styles.ts';
import { useDocumentFile } from './document-file.ts';
import { Dialog } from '../../components/dialog/dialog.tsx';

/**
 * A private land document (issue 18), for its owner or staff: fetched with the token and shown
 * from an object URL, a photo inline and a PDF through a link (the page's policy keeps blob:
 * out of frames). Nothing is kept once the dialog closes.
 */
export function DocumentPreviewDialog({ document, onClose }: { document: LandDocument | null; onClose: () => void }) {
  const { t } = useTranslation(['documents', 'enums', 'messages']);
  const file = useDocumentFile(document?.fileUrl ?? null);
  const kind = document ? t(`enums:landDocumentKind.${document.kind}`) : '';
  return (
    <Dialog
      open={document !== null}
      onClose={onClose}
      shape="sheet"
      wide
      title={t('preview.title', { kind })}
      closeLabel={t('preview.close')}
      description={
        <span className="flex items-center gap-1.5 text-sm">
          <LockKeyhole aria-hidden size={15} className="shrink-0" />
          {t('preview.private')}
        </span>
      }
    >
      <div className="mt-4">
        {file.status === 'ready' && document ? (
          document.fileType === 'image' ? (
            <div className="space-y-3">
              <img
                src={file.url}
                alt={t('preview.imageAlt', { kind })}
                className="mx-auto max-h-[65dvh] w-auto max-w-full rounded-md ring-1 ring-gray-200"
              />
              <a href={file.url} target="_blank" rel="noopener" className={outlineButton}>
                <ExternalLink aria-hidden size={18} />
                {t('preview.openImage')}
              </a>
            </div>
          ) : (
            <a href={file.url} target="_blank" rel="noopener" className={outlineButton}>
              <ExternalLink aria-hidden size={18} />
              {t('preview.openPdf')}
            </a>
          )
        ) : file.status === 'error' ? (
          <p role="alert" className="flex items-start gap-2 text-[15px] text-gray-900">
            <AlertCircle aria-hidden size={20} className="mt-0.5 shrink-0 text-red-700" />
            <span>
              <span className="block font-semibold">{t('preview.failed')}</span>
              <span className="block text-gray-700">{apiErrorMessage(file.error, t, 'errors.fetchFailed')}</span>
            </span>
          </p>
        ) : (
          <p role="status" className="flex items-center gap-2 py-8 text-[15px] text-gray-700">
            <Loader2 aria-hidden size={20} className="animate-spin" />
            {t('preview.loading')}
          </p>
        )}
      </div>
    </Dialog>
  );
}
