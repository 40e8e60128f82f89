import type { GroupOfferBody } from '@ghorbari/contracts';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { href, paths } from '../../config/paths.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { cn } from '../../lib/class-names.ts';
import { showToast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AdminPageHeader, ErrorState, ListSkeleton } from './admin-ui.tsx';
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

function BackLink() {
  const { t } = useTranslation('admin');
  return (
    <Link
      to={paths.adminGroupOffers}
      className="mb-2 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-2"
    >
      <ArrowLeft aria-hidden size={18} />
      {t('groupOffers.form.back')}
    </Link>
  );
}

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
    <div className="max-w-4xl">
      <BackLink />
      <AdminPageHeader title={t('groupOffers.form.newTitle')} intro={t('groupOffers.form.newIntro')} />
      <GroupOfferForm defaultValues={defaults} defaultPhotos={[]} editing={false} onSubmit={submit} />
    </div>
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
  const { id = '' } = useParams();
  const offer = useStaffGroupOffer(id);
  useDocumentTitle(t('groupOffers.form.editTitle'));
  let body;
  // The form starts from the latest copy, not one cached before someone else's change.
  if (offer.isPending || (offer.isFetching && !offer.isFetchedAfterMount)) body = <ListSkeleton rows={2} />;
  else if (offer.isError) body = <ErrorState error={offer.error} onRetry={() => void offer.refetch()} />;
  else {
    body = (
      <>
        {offer.data.status !== 'closed' ? (
          <Link
            to={href.groupDetails(offer.data.PostID)}
            className={cn(
              'mb-4 inline-flex min-h-11 items-center gap-2',
              'font-semibold text-brand-800 underline underline-offset-2',
            )}
          >
            <ExternalLink aria-hidden size={18} />
            {t('groupOffers.viewPage')}
          </Link>
        ) : null}
        <EditForm key={offer.data.PostID} offer={offer.data} />
      </>
    );
  }
  return (
    <div className="max-w-4xl">
      <BackLink />
      <AdminPageHeader title={t('groupOffers.form.editTitle')} intro={t('groupOffers.form.editIntro', { id })} />
      {body}
    </div>
  );
}
