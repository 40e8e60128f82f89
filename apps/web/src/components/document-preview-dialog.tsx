import type { LandDocument } from '@ghorbari/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { AlertCircle, ExternalLink, Loader2, LockKeyhole, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../lib/api-error-message.ts';
import { cn } from '../lib/class-names.ts';
import { useDocumentFile } from '../lib/document-file.ts';

const linkClass = cn(
  'inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-700 bg-white px-4',
  'font-semibold text-brand-800 hover:bg-brand-50',
);

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
    <Dialog.Root open={document !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 max-h-[94dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl',
            'sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[calc(100%-2rem)] sm:max-w-3xl',
            'sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-6',
          )}
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-xl font-semibold text-gray-900">{t('preview.title', { kind })}</Dialog.Title>
            <Dialog.Close
              aria-label={t('preview.close')}
              className={cn(
                '-mr-2 -mt-2 inline-flex h-11 w-11 shrink-0 items-center justify-center',
                'rounded-md text-gray-700 hover:bg-gray-100',
              )}
            >
              <X aria-hidden size={20} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 flex items-center gap-1.5 text-sm text-gray-700">
            <LockKeyhole aria-hidden size={15} className="shrink-0" />
            {t('preview.private')}
          </Dialog.Description>
          <div className="mt-4">
            {file.status === 'ready' && document ? (
              document.fileType === 'image' ? (
                <div className="space-y-3">
                  <img
                    src={file.url}
                    alt={t('preview.imageAlt', { kind })}
                    className="mx-auto max-h-[65dvh] w-auto max-w-full rounded-md ring-1 ring-gray-200"
                  />
                  <a href={file.url} target="_blank" rel="noopener" className={linkClass}>
                    <ExternalLink aria-hidden size={18} />
                    {t('preview.openImage')}
                  </a>
                </div>
              ) : (
                <a href={file.url} target="_blank" rel="noopener" className={linkClass}>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
