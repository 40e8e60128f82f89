import { LIMITS, type LandDocument, type LandDocumentKind } from '@ghorbari/contracts';
import { AlertCircle, Eye, FileText, Image, Loader2, Trash2, Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentStatusBadge, useFileSizeText } from '../../domain/documents/document-status-badge.tsx';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { cn } from '../../lib/class-names.ts';
import { formatDate } from '../../lib/format-date.ts';
import { formatNumber } from '../../lib/format.ts';
import { showToast } from '../../lib/toast.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useUploadPostDocument } from './api/post-documents.ts';

/** What the API takes (issue 18): a photo or a PDF; it reads the bytes, this only spares a useless upload. */
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];

const button = cn(
  'inline-flex min-h-11 items-center gap-2 rounded-md px-4 text-[15px] font-semibold',
  'disabled:cursor-not-allowed disabled:opacity-70',
);
const buttonClass = {
  primary: `${button} bg-brand-700 text-white hover:bg-brand-800`,
  secondary: `${button} border border-gray-300 bg-white text-gray-800 hover:bg-gray-50`,
  danger: `${button} border border-red-300 bg-white text-red-800 hover:bg-red-50`,
};

interface DocumentRowProps {
  postId: string;
  kind: LandDocumentKind;
  document: LandDocument | null;
  onView: (document: LandDocument) => void;
  onDelete: (document: LandDocument) => void;
}

/** One kind of paper: what it is, support's finding, and add or replace, view, delete. */
export function DocumentRow({ postId, kind, document, onView, onDelete }: DocumentRowProps) {
  const { t } = useTranslation(['documents', 'enums', 'messages']);
  const language = useLanguage();
  const sizeText = useFileSizeText();
  const upload = useUploadPostDocument(postId);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const label = t(`enums:landDocumentKind.${kind}`);
  const headingId = `document-${kind}`;
  const problemId = `document-${kind}-problem`;

  async function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    if (file.type && !ACCEPTED.includes(file.type)) return setProblem(t('messages:validation.documentFileType'));
    if (file.size > LIMITS.document.maxBytes) return setProblem(t('messages:validation.documentTooLarge'));
    setProgress(0);
    try {
      const result = await upload.mutateAsync({ kind, file, onProgress: setProgress });
      void showToast('success', result.message);
    } catch (error) {
      setProblem(apiErrorMessage(error, t, 'errors.fetchFailed'));
    } finally {
      setProgress(null);
    }
  }

  const uploading = progress !== null;
  const FileIcon = document?.fileType === 'pdf' ? FileText : Image;
  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        'rounded-xl bg-white p-4 shadow-sm ring-1 sm:p-5',
        document?.status === 'not-matching' ? 'ring-red-200' : 'ring-gray-200',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-gray-900">
            {label}
          </h2>
          <p className="text-sm text-gray-700">{t(`kindHint.${kind}`)}</p>
        </div>
        {document ? (
          <DocumentStatusBadge status={document.status} />
        ) : (
          <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-sm font-semibold text-gray-800">
            {t('owner.notAdded')}
          </span>
        )}
      </div>
      {document ? (
        <p className="mt-2 flex items-start gap-1.5 text-sm text-gray-700">
          <FileIcon aria-hidden size={16} className="mt-0.5 shrink-0" />
          <span>
            {[
              `${t(`file.${document.fileType}`)}, ${sizeText(document.size)}`,
              t('owner.added', { date: formatDate(document.createdAt, language) }),
              document.checkedAt && document.status !== 'waiting'
                ? t('owner.checkedOn', { date: formatDate(document.checkedAt, language) })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </p>
      ) : null}
      {document?.note ? (
        <div
          className={cn(
            'mt-3 rounded-md p-3 text-[15px]',
            document.status === 'not-matching' ? 'bg-red-50 text-red-950' : 'bg-gray-50 text-gray-900',
          )}
        >
          <p className="break-words">
            <span className="font-semibold">{t('owner.supportNote')}</span>{' '}
            <span lang={textLanguage(document.note, language)}>{document.note}</span>
          </p>
          {document.status === 'not-matching' ? <p className="mt-1">{t('owner.notMatchingHint')}</p> : null}
        </div>
      ) : null}
      {problem ? (
        <p id={problemId} role="alert" className="mt-3 flex items-start gap-2 text-[15px] font-semibold text-red-800">
          <AlertCircle aria-hidden size={18} className="mt-0.5 shrink-0" />
          {problem}
        </p>
      ) : null}
      {uploading ? (
        <div className="mt-3" role="status">
          <p className="flex items-center gap-2 text-[15px] text-gray-800">
            <Loader2 aria-hidden size={18} className="animate-spin" />
            {t('owner.uploading', { percent: formatNumber(progress, language, { style: 'percent' }) })}
          </p>
          <div className="mt-1 h-2 overflow-hidden rounded-full bg-gray-200" aria-hidden>
            <div
              className="h-full bg-brand-700 transition-[width]"
              style={{ width: `${Math.round(progress * 100)}%` }}
            />
          </div>
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <input
          ref={input}
          type="file"
          accept={ACCEPTED.join(',')}
          className="hidden"
          tabIndex={-1}
          aria-hidden
          onChange={(event) => void onChoose(event)}
        />
        <button
          type="button"
          disabled={uploading}
          onClick={() => input.current?.click()}
          aria-describedby={problem ? problemId : undefined}
          aria-label={document ? t('owner.replaceLabel', { kind: label }) : undefined}
          className={document ? buttonClass.secondary : buttonClass.primary}
        >
          <Upload aria-hidden size={18} />
          {document ? t('owner.replace') : t('owner.add', { kind: label })}
        </button>
        {document ? (
          <>
            <button
              type="button"
              onClick={() => onView(document)}
              aria-label={t('owner.viewLabel', { kind: label })}
              className={buttonClass.secondary}
            >
              <Eye aria-hidden size={18} />
              {t('owner.view')}
            </button>
            <button
              type="button"
              disabled={uploading}
              onClick={() => onDelete(document)}
              aria-label={t('owner.deleteLabel', { kind: label })}
              className={buttonClass.danger}
            >
              <Trash2 aria-hidden size={18} />
              {t('owner.delete')}
            </button>
          </>
        ) : null}
      </div>
    </li>
  );
}
