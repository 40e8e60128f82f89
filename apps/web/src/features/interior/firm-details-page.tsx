import { isFirmId, type FirmDetail, type Language } from '@ghorbari/contracts';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink, useBackToList } from '../../components/back-link.tsx';
import { CompareIsland } from '../../domain/compare/compare-island.tsx';
import { DetailAside, DetailGrid, DetailPage } from '../../components/detail-layout.tsx';
import { DetailSkeleton } from '../../components/skeletons.tsx';
import { WrittenIn } from '../../components/written-in.tsx';
import { paths } from '../../config/paths.ts';
import { contentFor } from '../../lib/content-twin.ts';
import { useHttpStatus } from '../../lib/page-head.tsx';
import { useSession } from '../../lib/session/session.tsx';
import { textLanguage } from '../../lib/text-language.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { isFirmUnavailable, useFirm } from '../../domain/interior/get-firm.ts';
import { FirmCallBarIsland } from './firm-call-bar.tsx';
import { FirmContactIsland } from './firm-contact.tsx';
import { FirmHead } from './firm-head.tsx';
import { FirmPhotos } from './firm-photos.tsx';
import { FirmUnavailable } from './firm-unavailable.tsx';
import { OwnerBarIsland } from './owner-bar.tsx';
import { RatingLine } from '../../domain/interior/rating-line.tsx';
import { RatingSummary } from './rating-summary.tsx';
import { ReviewSectionIsland } from './reviews/review-section.tsx';
import { island } from '../../islands/island.tsx';
import { SectionCard, sectionCardClass } from '../../components/section-card.tsx';

/** Services with check marks, and what the firm says about itself. */
function FirmAbout({ firm, language }: { firm: FirmDetail; language: Language }) {
  const { t } = useTranslation(['interior', 'enums']);
  // The firm's own words in the reader's language when the firm gave an English twin (ADR 039).
  const about = contentFor(firm.about, firm.aboutEn, language);
  return (
    <>
      <SectionCard id="firm-services-title" title={t('detail.services')} testId="firm-services">
        <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {firm.services.map((service) => (
            <li key={service} className="flex items-start gap-2 text-[16px] text-gray-800">
              <BadgeCheck aria-hidden size={20} className="mt-0.5 shrink-0 text-brand-700" />
              {t(`enums:interiorService.${service}`)}
            </li>
          ))}
        </ul>
      </SectionCard>
      <section aria-labelledby="firm-about-title" className={sectionCardClass} data-testid="firm-about">
        <div className="flex flex-wrap items-center gap-y-1">
          <h2 id="firm-about-title" className="text-lg font-semibold text-gray-900">
            {t('detail.about')}
          </h2>
          <WrittenIn language={about.lang} />
        </div>
        <p className="mt-3 whitespace-pre-line text-[16px] text-gray-800" lang={about.lang}>
          {about.text}
        </p>
      </section>
    </>
  );
}

// What a reader touches on a firm's page, each an island on the server's page (ADR 059).
const OwnerIsland = island('firm-owner-bar', OwnerBarIsland);
const PhotosIsland = island('firm-photos', FirmPhotos);
const ContactIsland = island('firm-contact', FirmContactIsland);
const CallBarIsland = island('firm-call-bar', FirmCallBarIsland);
const ReviewsIsland = island('firm-reviews', ReviewSectionIsland);

/** /Interior-Details/{id}: a design firm's page (spec §2, issue 14). */
export function FirmDetailsPage() {
  const { t } = useTranslation(['interior', 'enums']);
  const language = useLanguage();
  const { id = '' } = useParams();
  const back = useBackToList(paths.interior);
  const { user, loading } = useSession();
  // Wait for the session: whether the firm is saved, and the owner's view, depend on who asks.
  const query = useFirm(id, user?._id ?? null, { enabled: !loading });
  const firm = query.data?.firm;
  useDocumentTitle(firm?.name ?? t('detail.title'));
  const missing = !isFirmId(id) || (query.isError && isFirmUnavailable(query.error));
  useHttpStatus(missing ? 404 : query.isError ? 503 : 200);

  if (missing) return <FirmUnavailable />;
  if (query.isError) return <FirmUnavailable retry={() => void query.refetch()} />;
  if (!firm || !query.data) return <DetailSkeleton />;

  const nameLang = textLanguage(firm.name, language);
  const islandProps = { firmId: firm.PostID };
  return (
    <DetailPage>
      <FirmHead firm={firm} language={language} />
      <BackLink to={back}>{t('detail.back')}</BackLink>
      <OwnerIsland {...islandProps} />
      {/* One contact panel: under the heading on phones, a sticky column beside everything on desktops. */}
      <DetailGrid>
        <div className="min-w-0 lg:col-start-1">
          <PhotosIsland firmId={firm.PostID} photos={firm.photos} name={firm.name} language={language} />
        </div>
        <div className="lg:col-start-1">
          <div className="flex items-start gap-3">
            {firm.logoUrl ? (
              <img
                src={firm.logoUrl}
                alt=""
                width={64}
                height={64}
                className="h-16 w-16 shrink-0 rounded-lg bg-white object-contain p-1 ring-1 ring-gray-200"
              />
            ) : null}
            <div className="min-w-0">
              <h1 className="text-2xl font-semibold leading-snug text-gray-900 sm:text-3xl" lang={nameLang}>
                {firm.name}
              </h1>
              <p className="mt-1 text-[16px] font-semibold text-brand-800">
                <span className="sr-only">{t('detail.categories')}: </span>
                {firm.categories.map((category) => t(`enums:interiorCategory.${category}`)).join(' · ')}
              </p>
            </div>
          </div>
          <a href="#firm-rating-title" className="mt-2 inline-block rounded hover:underline">
            <RatingLine
              average={firm.ratingSummary.average}
              count={firm.ratingSummary.count}
              language={language}
              size={18}
            />
          </a>
          <CompareIsland kind="interior" id={firm.PostID} className="mt-3" />
        </div>
        {/* The phone's call bar (fixed, so out of the grid's flow) right after the heading in the HTML:
            drawn with the first screen on a slow phone, not once the whole page has arrived. */}
        <CallBarIsland {...islandProps} />
        <DetailAside rows={5}>
          <ContactIsland {...islandProps} />
        </DetailAside>
        <div className="lg:col-start-1">
          <RatingSummary summary={firm.ratingSummary} language={language} />
        </div>
        <div className="space-y-5 lg:col-start-1">
          <FirmAbout firm={firm} language={language} />
        </div>
        <div className="min-w-0 lg:col-start-1">
          <ReviewsIsland {...islandProps} />
        </div>
      </DetailGrid>
    </DetailPage>
  );
}
