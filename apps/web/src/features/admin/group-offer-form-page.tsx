import type { GroupOfferBody } from '@ghorbari/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { href, paths } from '../../config/paths.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { formatListingId } from '../../lib/format.ts';
import { showToast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import {
  useCreateGroupOffer,
  useStaffGroupOffer,
  useUpdateGroupOffer,
  type StaffGroupOffer,
} from './api/group-offers.ts';
import { GroupOfferForm } from './group-offer-form.tsx';
import { emptyGroupOffer, fromOffer } from './group-offer-form-values.ts';
import { existingPhotos } from './group-offer-photos.ts';
import type { UploadState } from './group-offer-upload-status.tsx';
import { LatestCopy, PublicPageLink, StaffEditorPage } from './staff-editor-page.tsx';

type Send = (
  body: GroupOfferBody,
  photos: File[],
  onProgress: (files: number[]) => void,
) => Promise<{ message: string }>;

/** Send the offer, then back to the list with the server's message (already in the reader's language). */
function useSubmit(send: Send) {
  const { t } = useTranslation(['admin', 'messages']);
  const navigate = useNavigate();
  return async (body: GroupOfferBody, photos: File[], report: (state: UploadState) => void) => {
    try {
      const result = await send(body, photos, (shares) => report({ phase: 'sending', files: shares }));
      void showToast('success', result.message);
      void navigate(paths.adminGroupOffers);
    } catch (error) {
      void showToast('error', apiErrorMessage(error, t, 'errors.internal'));
      throw error;
    }
  };
}

/** /admin/group-offers/new: support publishes an offer for a developer or landowner they met. */
export function NewGroupOfferPage() {
  const { t } = useTranslation('admin');
  const create = useCreateGroupOffer();
  const [defaults] = useState(emptyGroupOffer);
  const submit = useSubmit((body, photos, onProgress) => create.mutateAsync({ body, photos, onProgress }));
  useDocumentTitle(t('groupOffers.form.newTitle'));
  return (
    <StaffEditorPage
      backTo={paths.adminGroupOffers}
      backLabel={t('groupOffers.form.back')}
      title={t('groupOffers.form.newTitle')}
      intro={t('groupOffers.form.newIntro')}
    >
      <GroupOfferForm defaultValues={defaults} defaultPhotos={[]} editing={false} onSubmit={submit} />
    </StaffEditorPage>
  );
}

function EditForm({ offer }: { offer: StaffGroupOffer }) {
  const update = useUpdateGroupOffer();
  const [defaults] = useState(() => ({ values: fromOffer(offer), photos: existingPhotos(offer.images) }));
  const submit = useSubmit((body, photos, onProgress) =>
    update.mutateAsync({ offerId: offer.PostID, body, photos, onProgress }),
  );
  return <GroupOfferForm defaultValues={defaults.values} defaultPhotos={defaults.photos} editing onSubmit={submit} />;
}

/** /admin/group-offers/:id/edit: change an offer; the audit log keeps who changed what. */
export function EditGroupOfferPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { id = '' } = useParams();
  const offer = useStaffGroupOffer(id);
  useDocumentTitle(t('groupOffers.form.editTitle'));
  return (
    <StaffEditorPage
      backTo={paths.adminGroupOffers}
      backLabel={t('groupOffers.form.back')}
      title={t('groupOffers.form.editTitle')}
      intro={t('groupOffers.form.editIntro', { id: formatListingId(id, language) })}
    >
      <LatestCopy query={offer}>
        {(data) => (
          <>
            {data.status !== 'closed' ? (
              <PublicPageLink to={href.groupDetails(data.PostID)} className="mb-4">
                {t('groupOffers.viewPage')}
              </PublicPageLink>
            ) : null}
            <EditForm key={data.PostID} offer={data} />
          </>
        )}
      </LatestCopy>
    </StaffEditorPage>
  );
}
