import { formResolver } from '../../lib/form-resolver.ts';
import {
  DOCUMENT_PROPERTY_TYPES,
  documentCheckBodySchema,
  type DocumentCheckBody,
  type Language,
  type LandDocument,
} from '@ghorbari/contracts';
import { Check, Eye, FileText, Image, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentPreviewDialog } from '../../domain/documents/document-preview-dialog.tsx';
import { DocumentStatusBadge, useFileSizeText } from '../../domain/documents/document-status-badge.tsx';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { formatDateTime } from '../../lib/format-time.ts';
import { showToast } from '../../lib/toast.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { AdminDialog } from './admin-dialog.tsx';
import { ActionButton, ErrorState, Section, Spinner } from './admin-ui.tsx';
import { useCheckDocument, useStaffPostDocuments } from './api/post-documents.ts';
import { StaffDialogFormBody, StaffNoteField, useStaffDialogForm } from './staff-dialog-form.tsx';

/** "Does not match": support says why (5 to 500 characters, the API's rule); the owner reads it. */
function NotMatchingDialog({
  document,
  reader,
  onClose,
}: {
  document: LandDocument | null;
  /** The language the post's owner reads (issue 64). */
  reader: Language | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(['documents', 'enums']);
  const check = useCheckDocument();
  const dialog = useStaffDialogForm<{ note: string }, DocumentCheckBody>({
    resolver: formResolver(documentCheckBodySchema, (values: { note: string }) => ({
      status: 'not-matching',
      note: values.note.trim(),
    })),
    defaultValues: { note: '' },
    fields: ['note'],
    onSubmit: async (body) => {
      if (!document) return;
      const result = await check.mutateAsync({ documentId: document._id, body });
      void showToast('success', result.message);
      onClose();
    },
  });
  const { form } = dialog;
  const kind = document ? t(`enums:landDocumentKind.${document.kind}`) : '';
  return (
    <AdminDialog
      open={document !== null}
      onOpenChange={dialog.closing((open) => {
        if (open) return;
        form.reset();
        onClose();
      })}
      title={t('staff.notMatchingTitle', { kind })}
      description={t('staff.notMatchingText')}
      tone="danger"
    >
      <StaffDialogFormBody dialog={dialog} tone="danger" label={t('staff.confirmNotMatching')}>
        <StaffNoteField
          id="document-note"
          label={t('staff.note')}
          hint={t('staff.noteHint')}
          reader={reader}
          form={form}
        />
      </StaffDialogFormBody>
    </AdminDialog>
  );
}

function DocumentItem({
  document,
  onView,
  onNotMatching,
}: {
  document: LandDocument;
  onView: () => void;
  onNotMatching: () => void;
}) {
  const { t } = useTranslation(['documents', 'enums', 'messages']);
  const language = useLanguage();
  const sizeText = useFileSizeText();
  const check = useCheckDocument();
  const kind = t(`enums:landDocumentKind.${document.kind}`);
  const FileIcon = document.fileType === 'pdf' ? FileText : Image;
  const markChecked = () =>
    check.mutate(
      { documentId: document._id, body: { status: 'checked' } },
      {
        onSuccess: (result) => void showToast('success', result.message),
        onError: (error) => void showToast('error', apiErrorMessage(error, t, 'errors.conflict')),
      },
    );
  return (
    <li className="border-b border-gray-100 py-3 first:pt-0 last:border-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-gray-900">{kind}</h3>
        <DocumentStatusBadge status={document.status} />
      </div>
      <p className="mt-1 flex items-start gap-1.5 text-sm text-gray-700">
        <FileIcon aria-hidden size={15} className="mt-0.5 shrink-0" />
        <span>
          {[
            t(`file.${document.fileType}`),
            sizeText(document.size),
            t('staff.uploaded', { date: formatDateTime(document.createdAt, language) }),
            document.checkedAt && document.status !== 'waiting'
              ? t('staff.checkedAt', { date: formatDateTime(document.checkedAt, language) })
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </p>
      {document.note ? (
        <p className="mt-2 break-words rounded-md bg-gray-50 p-2 text-[15px] text-gray-900">
          <span className="font-semibold">{t('owner.supportNote')}</span>{' '}
          <span lang={textLanguage(document.note, language)}>{document.note}</span>
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        <ActionButton look="secondary" icon={Eye} onClick={onView} aria-label={t('owner.viewLabel', { kind })}>
          {t('owner.view')}
        </ActionButton>
        {document.status !== 'checked' ? (
          <ActionButton
            look="primary"
            icon={Check}
            busy={check.isPending}
            onClick={markChecked}
            disabled={check.isPending}
            aria-label={t('staff.markCheckedLabel', { kind })}
          >
            {t('staff.markChecked')}
          </ActionButton>
        ) : null}
        {document.status !== 'not-matching' ? (
          <ActionButton
            look="dangerOutline"
            icon={X}
            onClick={onNotMatching}
            disabled={check.isPending}
            aria-label={t('staff.notMatchingLabel', { kind })}
          >
            {t('staff.notMatching')}
          </ActionButton>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The post's land documents for support (issue 18): view each one (fetched with the token), and
 * mark it checked or not matching the post. Shown for any post support opens, pending or live.
 */
export function DocumentsPanel({
  postId,
  propertyType,
  reader,
}: {
  postId: string;
  propertyType: string;
  /** The language the post's owner reads, which a "does not match" note is written in (issue 64). */
  reader?: Language | undefined;
}) {
  // Flats, shops and offices have no papers here: nothing to ask for, nothing to show.
  return DOCUMENT_PROPERTY_TYPES.some((type) => type === propertyType) ? (
    <DocumentsList postId={postId} reader={reader} />
  ) : null;
}

function DocumentsList({ postId, reader }: { postId: string; reader: Language | undefined }) {
  const { t } = useTranslation(['documents', 'admin']);
  const documents = useStaffPostDocuments(postId);
  const [viewing, setViewing] = useState<LandDocument | null>(null);
  const [notMatching, setNotMatching] = useState<LandDocument | null>(null);
  return (
    <Section id="review-documents" title={t('staff.title')}>
      {documents.isPending ? (
        <p role="status" className="flex items-center gap-2 text-[15px] text-gray-700">
          <Spinner />
          {t('admin:common.loading')}
        </p>
      ) : documents.isError ? (
        <ErrorState error={documents.error} onRetry={() => void documents.refetch()} />
      ) : documents.data.documents.length === 0 ? (
        <p className="text-[15px] text-gray-700">{t('staff.none')}</p>
      ) : (
        <>
          <p className="mb-3 text-sm text-gray-700">{t('staff.intro')}</p>
          <ul>
            {documents.data.documents.map((document) => (
              <DocumentItem
                key={document._id}
                document={document}
                onView={() => setViewing(document)}
                onNotMatching={() => setNotMatching(document)}
              />
            ))}
          </ul>
        </>
      )}
      <DocumentPreviewDialog document={viewing} onClose={() => setViewing(null)} />
      <NotMatchingDialog document={notMatching} reader={reader} onClose={() => setNotMatching(null)} />
    </Section>
  );
}
