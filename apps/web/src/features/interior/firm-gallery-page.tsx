import { isFirmId } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { BackLink } from '../../components/back-link.tsx';
import { DetailSkeleton } from '../../components/skeletons.tsx';
import { href } from '../../config/paths.ts';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { usePageHead, useHttpStatus } from '../../lib/page-head.tsx';
import { useSession } from '../../lib/session/session.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { isFirmUnavailable, useFirm } from './api/get-firm.ts';
import { CategoryTabs } from './category-tabs.tsx';
import { FirmUnavailable } from './firm-unavailable.tsx';
import { captionFor, photoAlt } from './photo-caption.ts';
import { photoCategories, photosOf } from './photo-categories.ts';
import { PhotoViewer } from '../../components/gallery/photo-viewer.tsx';

/**
 * /Interior-Image-Gallery/{id}: every photo of the firm's work as a grid, narrowed by category,
 * and a full-screen viewer. The category and the open photo are in the address (?category=,
 * ?photo=), so the firm's page opens the viewer on the photo tapped, and a reload keeps it.
 */
export function FirmGalleryPage() {
  const { t } = useTranslation(['interior', 'enums']);
  const language = useLanguage();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
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

  if (missing) return <FirmUnavailable />;
  if (query.isError) return <FirmUnavailable retry={() => void query.refetch()} />;
  if (!firm) return <DetailSkeleton />;

  const categories = photoCategories(firm.photos);
  const category = categories.includes(params.get('category') as never) ? (params.get('category') ?? '') : '';
  const shown = photosOf(firm.photos, category);
  const open = shown.findIndex((photo) => photo.id === params.get('photo'));
  const n = (value: number) => formatNumber(value, language);
  const setView = (next: { category?: string; photo?: string }) => {
    const search = new URLSearchParams();
    if (next.category) search.set('category', next.category);
    if (next.photo) search.set('photo', next.photo);
    setParams(search, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <BackLink to={href.interiorDetails(firm.PostID)}>{t('viewer.back', { name: firm.name })}</BackLink>
      <h1 className="mt-2 text-2xl font-semibold text-gray-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 text-[16px] text-gray-700">
        {t('card.photos', { count: firm.photos.length, n: n(firm.photos.length) })} · {t('viewer.intro')}
      </p>
      <div className="mt-4">
        <CategoryTabs categories={categories} current={category} onChange={(next) => setView({ category: next })} />
      </div>
      <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4" data-testid="gallery-grid">
        {shown.map((photo, position) => {
          const caption = captionFor(photo, language);
          return (
            <li key={photo.id}>
              <button
                type="button"
                onClick={() => setView({ category, photo: photo.id })}
                className={cn(
                  'group block w-full overflow-hidden rounded-lg bg-gray-100 text-left ring-1 ring-gray-200',
                  'focus-visible:outline-offset-2',
                )}
                aria-label={t('viewer.openPhoto', { n: n(position + 1), caption: caption.text || firm.name })}
              >
                <img
                  src={photo.card}
                  alt=""
                  width={480}
                  height={360}
                  loading={position < 8 ? 'eager' : 'lazy'}
                  decoding="async"
                  className="aspect-[4/3] w-full object-cover transition group-hover:opacity-90"
                />
                {caption.text ? (
                  <span
                    aria-hidden
                    lang={caption.lang}
                    className="block truncate bg-white px-2 py-1.5 text-sm text-gray-800"
                  >
                    {caption.text}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      <PhotoViewer
        photos={shown.map((photo) => {
          const caption = captionFor(photo, language);
          return {
            src: photo.large,
            ...photoAlt(caption, firm.name, language),
            caption: caption.text,
            detail: t(`enums:interiorCategory.${photo.category}`),
          };
        })}
        index={open}
        onIndex={(next) => setView({ category, photo: shown[next]?.id })}
        onClose={() => setView({ category })}
      />
    </div>
  );
}
