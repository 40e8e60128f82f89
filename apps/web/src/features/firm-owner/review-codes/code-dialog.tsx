import { AlertTriangle, Check, Copy, MessageCircle, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogClose } from '../../../components/dialog/dialog.tsx';
import { cn } from '../../../lib/class-names.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { copyText, whatsAppHref } from '../../../lib/share-links.ts';
import { smsLink } from './share-message.ts';

export interface IssuedCodeView {
  code: string;
  expiresAt: string;
  clientName: string;
  clientPhone: string;
  firmName: string;
  /** The firm's page, absolute: where the client writes the review. */
  link: string;
}

const actionClass = cn(
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 text-[15px] font-semibold',
);

/**
 * The new code, shown once (only its hash is kept): large, with a copy button and ready messages
 * to send it by WhatsApp or SMS. Closing it is the end of the code on this screen.
 */
export function CodeDialog({ issued, onClose }: { issued: IssuedCodeView | null; onClose: () => void }) {
  const { t } = useTranslation('firms');
  const language = useLanguage();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const message = issued
    ? t('codes.message', { client: issued.clientName, firm: issued.firmName, link: issued.link, code: issued.code })
    : '';
  return (
    <Dialog
      open={issued !== null}
      onClose={() => {
        setCopied(null);
        onClose();
      }}
      shape="sheet"
      title={issued ? t('codes.dialogTitle', { client: issued.clientName }) : null}
      description={issued ? t('codes.dialogText', { date: formatDate(issued.expiresAt, language) }) : null}
      closeLabel={t('codes.close')}
    >
      {issued ? (
        <>
          <p className="sr-only">{t('codes.codeLabel', { code: issued.code.split('').join(' ') })}</p>
          <p
            data-testid="issued-code"
            aria-hidden
            className={cn(
              'mt-4 select-all rounded-lg bg-brand-50 px-3 py-4 text-center font-mono text-3xl font-bold',
              'tracking-[0.25em] text-brand-900 ring-1 ring-brand-200 sm:text-4xl',
            )}
            lang="en"
          >
            {issued.code}
          </p>
          <p
            className={cn(
              'mt-3 flex items-start gap-2 rounded-md',
              'bg-amber-50 p-3 text-[15px] text-amber-900 ring-1 ring-amber-200',
            )}
          >
            <AlertTriangle aria-hidden size={18} className="mt-0.5 shrink-0" />
            <span>{t('codes.onceWarning')}</span>
          </p>
          <div className="mt-3 grid gap-2 sm:grid-cols-2">
            <button
              type="button"
              onClick={() => void copyText(issued.code).then((done) => setCopied(done ? 'yes' : 'no'))}
              className={cn(
                actionClass,
                'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50 sm:col-span-2',
              )}
            >
              {copied === 'yes' ? <Check aria-hidden size={18} /> : <Copy aria-hidden size={18} />}
              {copied === 'yes' ? t('codes.copied') : t('codes.copy')}
            </button>
            <a
              href={whatsAppHref(message)}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(actionClass, 'bg-green-700 text-white hover:bg-green-800')}
            >
              <MessageCircle aria-hidden size={18} />
              {t('codes.whatsApp')}
            </a>
            <a
              href={smsLink(issued.clientPhone, message)}
              className={cn(actionClass, 'bg-brand-700 text-white hover:bg-brand-800')}
            >
              <MessageSquareText aria-hidden size={18} />
              {t('codes.sms')}
            </a>
          </div>
          <p role="status" className="mt-1 min-h-5 text-sm font-semibold text-gray-800">
            {copied === 'yes' ? t('codes.copiedStatus') : copied === 'no' ? t('codes.copyFailed') : null}
          </p>
          <div className="mt-2">
            <p className="text-sm font-semibold text-gray-800">{t('codes.messagePreview')}</p>
            <p
              className={cn(
                'mt-1 whitespace-pre-line rounded-md bg-gray-50',
                'p-3 text-[15px] text-gray-800 ring-1 ring-gray-200',
              )}
            >
              {message}
            </p>
          </div>
          <div className="mt-4 flex justify-end">
            <DialogClose
              className={cn(actionClass, 'w-full border border-gray-300 text-gray-800 hover:bg-gray-50 sm:w-auto')}
            >
              {t('codes.done')}
            </DialogClose>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
