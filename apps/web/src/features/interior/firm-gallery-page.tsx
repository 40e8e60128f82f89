import { isFirmId } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { DetailSkeleton } from '../../components/skeletons.tsx';
import { href } from '../../config/paths.ts';
import { formatNumber } from '../../lib/format.ts';
import { usePageHead, useHttpStatus } from '../../lib/page-head.tsx';
import { useSession } from '../../lib/session/session.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { isFirmUnavailable, useFirm } from '../../domain/interior/get-firm.ts';
import { FirmUnavailable } from './firm-unavailable.tsx';
import { captionFor } from './photo-caption.ts';
import { FirmGallery } from './firm-gallery.tsx';
import { island } from '../../islands/island.tsx';

// The grid, its categories and the viewer: what a reader touches (ADR 059).
const GalleryIsland = island('firm-gallery', FirmGallery);

/**
 * /Interior-Image-Gallery/{id}: every photo of the firm's work as a grid, narrowed by category,
 * and a full-screen viewer. The category and the open photo are in the address (?category=,
 * ?photo=), so the firm's page opens the viewer on the photo tapped, and a reload keeps it.
 */
export function FirmGalleryPage() {
  const { t } = useTranslation(['interior', 'enums']);
  const language = useLanguage();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { user, loading } = useSession();
  const query = useFirm(id, user?._id ?? null, { enabled: !loading });
  const firm = query.data?.firm;
  const title = firm ? t('viewer.title', { name: firm.name }) : t('gallery.label');
  useDocumentTitle(title);
  const first = firm?.photos[0];
  const firstCaption = first ? captionFor(first, language).text : '';
  usePageHead(first ? { image: first.large, imageAlt: firstCaption || title, imageSize: null } : {});
  const missing = !isFirmId(id) || (query.isError && isFirmUnavailable(query.error));
  useHttpStatus(missing ? 404 : query.isError ? 503 : 200);

  const n = (value: number) => formatNumber(value, language);

  if (missing) return <FirmUnavailable />;
  if (query.isError) return <FirmUnavailable retry={() => void query.refetch()} />;
  if (!firm) return <DetailSkeleton />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <BackLink to={href.interiorDetails(firm.PostID)}>{t('viewer.back', { name: firm.name })}</BackLink>
      <h1 className="mt-2 text-2xl font-semibold text-gray-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 text-[16px] text-gray-700">
        {t('card.photos', { count: firm.photos.length, n: n(firm.photos.length) })} · {t('viewer.intro')}
      </p>
      <GalleryIsland firmId={firm.PostID} category={params.get('category') ?? ''} photo={params.get('photo') ?? ''} />
    </div>
  );
}
