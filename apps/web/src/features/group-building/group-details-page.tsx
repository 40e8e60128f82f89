import { isGroupId, type GroupDetail, type Language } from '@ghorbari/contracts';
import { HardHat, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink, useBackToList } from '../../components/back-link.tsx';
import { CompareIsland } from '../../domain/compare/compare-island.tsx';
import { DetailAside, DetailGrid, DetailPage } from '../../components/detail-layout.tsx';
import { DetailSkeleton } from '../../components/skeletons.tsx';
import { paths } from '../../config/paths.ts';
import { WrittenIn } from '../../components/written-in.tsx';
import { cn } from '../../lib/class-names.ts';
import { contentFor } from '../../lib/content-twin.ts';
import { useLocationNames } from '../../lib/locations/use-location-names.ts';
import { useHttpStatus } from '../../lib/page-head.tsx';
import { useSession } from '../../lib/session/session.tsx';
import { textLanguage } from '../../lib/text-language.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { isOfferUnavailable, useOffer } from '../../domain/group-building/get-offer.ts';
import { GroupCallBarIsland } from './group-call-bar.tsx';
import { GroupContactIsland } from './group-contact.tsx';
import { GroupExplainer } from './group-explainer.tsx';
import { GroupFacts } from './group-facts.tsx';
import { GroupGallery } from './group-gallery.tsx';
import { island } from '../../islands/island.tsx';
import { GroupHead } from './group-head.tsx';
import { GroupUnavailable } from './group-unavailable.tsx';
import { OfferInterestDialog } from './interest-dialog.tsx';

// On a page of islands (ADR 059), the parts a reader can touch.
const ContactIsland = island('group-contact', GroupContactIsland);
const CallBarIsland = island('group-call-bar', GroupCallBarIsland);
const InterestDialogIsland = island('group-interest-dialog', OfferInterestDialog);
const GalleryIsland = island('group-gallery', GroupGallery);

/**
 * The whole address, finest part first: "House 12, Road 5, Mirpur, Dhaka, Dhaka Division". The
 * house and street are as support wrote them, so each part says its own language.
 */
function useOfferAddress(location: GroupDetail['location'], language: Language): string[] {
  const names = useLocationNames(location, language);
  const parts = [location.house, location.street, names.subDistrict, names.district, names.division];
  return [...new Set(parts.filter((part): part is string => Boolean(part)))];
}

/** /Group-Wise-Building-Details/{postId}: one group-building offer (spec §2, issue 15). */
export function GroupDetailsPage() {
  const { t } = useTranslation(['group', 'enums']);
  const language = useLanguage();
  const { id = '' } = useParams();
  const back = useBackToList(paths.groupBuilding);
  const { user, loading } = useSession();
  // Wait for the session: whether the offer is saved depends on who asks.
  const query = useOffer(id, user?._id ?? null, { enabled: !loading });
  const offer = query.data?.offer;
  const address = useOfferAddress(
    offer?.location ?? { division: '', district: '', subDistrict: '', street: null, house: null },
    language,
  );
  // Staff's title in the reader's language when they gave an English twin (ADR 039).
  const title = offer ? contentFor(offer.title, offer.titleEn, language) : null;
  useDocumentTitle(title?.text ?? t('detail.title'));
  const missing = !isGroupId(id) || (query.isError && isOfferUnavailable(query.error));
  useHttpStatus(missing ? 404 : query.isError ? 503 : 200);

  if (missing) return <GroupUnavailable />;
  if (query.isError) return <GroupUnavailable retry={() => void query.refetch()} />;
  if (!offer || !title || !query.data) return <DetailSkeleton />;

  return (
    <DetailPage>
      <GroupHead offer={offer} language={language} />
      <BackLink to={back}>{t('detail.back')}</BackLink>
      {/* One contact panel: under the heading on phones, a sticky column beside everything on desktops. */}
      <DetailGrid>
        <div className="min-w-0 lg:col-start-1">
          <GalleryIsland images={offer.images} title={title.text} language={language} />
        </div>
        <div className="lg:col-start-1">
          {offer.status === 'filled' ? (
            <p
              className={cn('mb-2 inline-flex rounded-full bg-gray-900 px-3 py-0.5 text-sm font-semibold text-white')}
              data-testid="group-status"
            >
              {t('enums:groupOfferStatus.filled')}
            </p>
          ) : null}
          <h1 className="text-2xl font-semibold leading-snug text-gray-900 sm:text-3xl">
            <span lang={title.lang}>{title.text}</span>
            <WrittenIn language={title.lang} />
          </h1>
          <p className="mt-2 flex items-start gap-1.5 text-[16px] text-gray-800">
            <HardHat aria-hidden size={20} className="mt-0.5 shrink-0 text-brand-700" />
            <span>
              {t('card.developer')}{' '}
              <span className="font-semibold" lang={textLanguage(offer.developBy, language)}>
                {offer.developBy}
              </span>
            </span>
          </p>
          {address.length > 0 ? (
            <p className="mt-1 flex items-start gap-1.5 text-[16px] text-gray-800">
              <MapPin aria-hidden size={20} className="mt-0.5 shrink-0 text-brand-700" />
              <span>
                <span className="sr-only">{t('detail.address')}: </span>
                {address.map((part, position) => (
                  <span key={part} lang={textLanguage(part, language)}>
                    {position > 0 ? ', ' : ''}
                    {part}
                  </span>
                ))}
              </span>
            </p>
          ) : null}
          <CompareIsland kind="group" id={offer.PostID} className="mt-3" />
        </div>
        {/* The phone's call bar (fixed, so out of the grid's flow) right after the heading in the HTML:
            drawn with the first screen on a slow phone, not once the whole page has arrived. */}
        <CallBarIsland offerId={offer.PostID} />
        <DetailAside rows={6}>
          <ContactIsland offerId={offer.PostID} />
        </DetailAside>
        <div className="space-y-5 lg:col-start-1">
          <GroupFacts offer={offer} language={language} />
        </div>
        <div className="lg:col-start-1">
          <GroupExplainer />
        </div>
      </DetailGrid>
      <InterestDialogIsland />
    </DetailPage>
  );
}
