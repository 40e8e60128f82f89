import type { FirmBody, MyFirm } from '@ghorbari/contracts';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { PageSkeleton } from '../../components/skeletons.tsx';
import { paths } from '../../config/paths.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { formatListingId } from '../../lib/format.ts';
import { useSession } from '../../lib/session/session.tsx';
import { showToast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useMyFirms } from './api/get-my-firms.ts';
import { useApplyFirm, useUpdateFirm, type FirmFiles } from './api/save-firm.ts';
import { FirmForm } from './firm-form.tsx';
import { emptyFirm, fromFirm } from './firm-form-values.ts';
import { existingPhotos } from './firm-photos.ts';
import type { LogoState } from './logo-field.tsx';
import type { UploadState } from './upload-status.tsx';

function BackToFirms() {
  const { t } = useTranslation('firms');
  return (
    <p className="mb-2">
      <BackLink to={paths.userFirms}>{t('form.back')}</BackLink>
    </p>
  );
}

/** Send the firm, then back to my firms with the server's message (already in the reader's language). */
function useSubmit(
  send: (body: FirmBody, files: FirmFiles, onProgress: (files: number[]) => void) => Promise<{ message: string }>,
) {
  const { t } = useTranslation(['firms', 'messages']);
  const navigate = useNavigate();
  return async (body: FirmBody, files: FirmFiles, report: (state: UploadState) => void) => {
    try {
      const result = await send(body, files, (shares) => report({ phase: 'sending', files: shares }));
      void showToast('success', result.message);
      void navigate(paths.userFirms);
    } catch (error) {
      void showToast('error', apiErrorMessage(error, t, 'errors.internal'));
      throw error;
    }
  };
}

/** /user/my-firms/apply: a member applies to list a firm; support checks it before it is listed. */
export function ApplyFirmPage() {
  const { t } = useTranslation('firms');
  const { user } = useSession();
  const apply = useApplyFirm();
  const [defaults] = useState(() => emptyFirm(user?.phone));
  const submit = useSubmit((body, files, onProgress) => apply.mutateAsync({ body, files, onProgress }));
  useDocumentTitle(t('form.applyTitle'));
  return (
    <div className="max-w-3xl">
      <BackToFirms />
      <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{t('form.applyTitle')}</h1>
      <p className="mb-5 mt-1 text-[15px] text-gray-700">{t('form.applyIntro')}</p>
      <FirmForm
        defaultValues={defaults}
        defaultPhotos={[]}
        defaultLogo={{ kind: 'none' }}
        firm={null}
        onSubmit={submit}
      />
    </div>
  );
}

/** Where the firm stands, above its edit form: turned down (why), or a name or phone still waiting. */
function EditNotice({ firm }: { firm: MyFirm }) {
  const { t } = useTranslation(['firms', 'enums']);
  if (firm.status === 'rejected' && firm.rejection) {
    return (
      <div
        role="note"
        className="mb-5 flex items-start gap-3 rounded-xl bg-red-50 p-4 text-[15px] text-red-900 ring-1 ring-red-200"
      >
        <AlertTriangle aria-hidden size={20} className="mt-0.5 shrink-0" />
        <div>
          <p className="font-semibold">{t('form.rejectedTitle')}</p>
          <p className="mt-0.5">
            {t(`enums:rejectionReason.${firm.rejection.reason}`)}
            {firm.rejection.note ? `: ${firm.rejection.note}` : ''}
          </p>
          <p className="mt-1">{t('form.rejectedFix')}</p>
        </div>
      </div>
    );
  }
  if (firm.status === 'pending') {
    return (
      <p className="mb-5 rounded-xl bg-amber-50 p-4 text-[15px] text-amber-900 ring-1 ring-amber-200">
        {t('form.pendingNote')}
      </p>
    );
  }
  return null;
}

function EditForm({ firm }: { firm: MyFirm }) {
  const update = useUpdateFirm();
  const [defaults] = useState(() => ({
    values: fromFirm(firm),
    photos: existingPhotos(firm.photos),
    logo: (firm.logoUrl ? { kind: 'existing', url: firm.logoUrl } : { kind: 'none' }) satisfies LogoState as LogoState,
  }));
  const submit = useSubmit((body, files, onProgress) =>
    update.mutateAsync({ firmId: firm.PostID, body, files, onProgress }),
  );
  return (
    <FirmForm
      defaultValues={defaults.values}
      defaultPhotos={defaults.photos}
      defaultLogo={defaults.logo}
      firm={firm}
      onSubmit={submit}
    />
  );
}

/** /user/my-firms/:id/edit: the owner edits the firm's page; a listed firm's new name or phone waits for a check. */
export function EditFirmPage() {
  const { t } = useTranslation(['firms', 'messages']);
  const { id = '' } = useParams();
  const language = useLanguage();
  const firms = useMyFirms({ fresh: true });
  useDocumentTitle(t('form.editTitle'));
  // The form starts from the latest copy (a name support just approved), not one cached earlier.
  if (firms.isPending || (firms.isFetching && !firms.isFetchedAfterMount)) return <PageSkeleton />;
  const firm = firms.data?.firms.find((item) => item.PostID === id);
  return (
    <div className="max-w-3xl">
      <BackToFirms />
      <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{t('form.editTitle')}</h1>
      {firm ? (
        <>
          <p className="mb-5 mt-1 text-[15px] text-gray-700">
            {t('form.editIntro', { id: formatListingId(firm.PostID, language) })}
          </p>
          <EditNotice firm={firm} />
          <EditForm key={firm.PostID} firm={firm} />
        </>
      ) : (
        <div
          role="alert"
          className="mt-4 rounded-xl bg-white p-6 text-[16px] text-gray-800 shadow-sm ring-1 ring-red-200"
        >
          <p>{firms.isError ? apiErrorMessage(firms.error, t, 'errors.fetchFailed') : t('form.notYours')}</p>
          {firms.isError ? (
            <button
              type="button"
              onClick={() => void firms.refetch()}
              className="mt-3 font-semibold text-brand-800 underline"
            >
              {t('mine.retry')}
            </button>
          ) : null}
        </div>
      )}
    </div>
  );
}
