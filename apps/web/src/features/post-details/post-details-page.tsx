import { isPostId, type PostCard } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink, useBackToList } from '../../components/back-link.tsx';
import { CompareIsland } from '../../domain/compare/compare-island.tsx';
import { DetailAside, DetailGrid, DetailPage } from '../../components/detail-layout.tsx';
import { UnavailablePage } from '../../components/unavailable-page.tsx';
import { DetailSkeleton } from '../../components/skeletons.tsx';
import { href, paths } from '../../config/paths.ts';
import { isUnavailable, usePost } from '../../domain/posts/get-post.ts';
import { Redirect, useHttpStatus } from '../../lib/page-head.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSession } from '../../lib/session/session.tsx';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { AvailabilityNote } from './availability-note.tsx';
import { ClosedNotice } from './closed-notice.tsx';
import { DocumentsBadge } from './documents-badge.tsx';
import { Gallery } from './gallery.tsx';
import { PostHead } from './post-head.tsx';
import { PostFacts } from './post-facts.tsx';
import { PostLocationIsland } from './post-location.tsx';
import { RentTerms } from './rent-terms.tsx';
import { AreaPrice } from './area-price.tsx';
import { SimilarHomes } from './similar-homes.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { island, useWholeApp } from '../../islands/island.tsx';
import { ContactPanel } from './contact-panel.tsx';
import { PostCallBar } from './call-bar.tsx';
import { SellLoan } from './sell-loan.tsx';

// What a reader touches on a post's page, each an island on the server's page (ADR 059).
const CallBarIsland = island('post-call-bar', PostCallBar);
const GalleryIsland = island('post-gallery', Gallery);
const SimilarHomesIsland = island('similar-homes', SimilarHomes);
const LocationIsland = island('post-location', PostLocationIsland);

/** 'Post No Longer Available' (spec §8), or a load failure with a retry; both lead back to the list. */
function Unavailable({ type, retry }: { type: PostCard['type']; retry?: () => void }) {
  const { t } = useTranslation('listings');
  const texts = {
    missingTitle: t('detail.unavailableTitle'),
    missingText: t('detail.unavailableText'),
    errorTitle: t(type === 'sell' ? 'detail.sellTitle' : 'detail.rentTitle'),
    errorText: t('detail.loadError'),
    retry: t('error.retry'),
    back: t(type === 'sell' ? 'detail.backToSell' : 'detail.backToRent'),
    home: t('detail.home'),
  };
  const list = type === 'sell' ? paths.buySell : paths.rent;
  // Its owner may see a post that is not live yet: on a page of islands the browser then renders
  // the whole app for a member (a retry always goes to it: components/unavailable-page.tsx).
  useWholeApp(retry ? undefined : 'member');
  return <UnavailablePage texts={texts} backTo={list} retry={retry} testId="post-unavailable" />;
}

/** /Property-Buy-Sell-Details/{id} and /Property-Rent-Details/{id}. */
function PostDetailsPage({ type }: { type: PostCard['type'] }) {
  const { t } = useTranslation('listings');
  const language = useLanguage();
  const { id = '' } = useParams();
  // Back to the listing it was opened from, filters, sort and page kept (issue 12).
  const back = useBackToList(type === 'sell' ? paths.buySell : paths.rent);
  const { user, loading } = useSession();
  // Wait for the session: whether the post is saved depends on who asks.
  const query = usePost(id, user?._id ?? null, { enabled: !loading });
  const post = query.data?.post;
  useDocumentTitle(post?.postTitle ?? t(type === 'sell' ? 'detail.sellTitle' : 'detail.rentTitle'));
  // Gone, never approved or a malformed id: the server answers 404 (issue 13); a failed load, 503.
  const missing = !isPostId(id) || (query.isError && isUnavailable(query.error));
  useHttpStatus(missing ? 404 : query.isError ? 503 : 200);

  if (!isPostId(id)) return <Unavailable type={type} />;
  if (query.isError) {
    return isUnavailable(query.error) ? (
      <Unavailable type={type} />
    ) : (
      <Unavailable type={type} retry={() => void query.refetch()} />
    );
  }
  if (!post || !query.data) return <DetailSkeleton />;
  // A rent post opened at the sell address (or the other way round) moves to its own address.
  if (post.type !== type)
    return <Redirect to={post.type === 'sell' ? href.buySellDetails(post.PostID) : href.rentDetails(post.PostID)} />;

  const titleLang = textLanguage(post.postTitle, language);
  const descriptionLang = textLanguage(post.description, language);
  return (
    <DetailPage>
      <PostHead post={post} language={language} />
      <BackLink to={back}>{t(type === 'sell' ? 'detail.backToSell' : 'detail.backToRent')}</BackLink>
      <ClosedNotice post={post} listing={back} language={language} />
      {/* One contact panel: under the title on phones, a sticky column beside everything on desktops. */}
      <DetailGrid>
        <div className="min-w-0 lg:col-start-1">
          <GalleryIsland images={post.images} title={post.postTitle} titleLang={titleLang} language={language} />
        </div>
        <h1 className="text-2xl font-semibold leading-snug text-gray-900 sm:text-3xl lg:col-start-1" lang={titleLang}>
          {post.postTitle}
        </h1>
        {/* The phone's call bar, fixed along the bottom (so out of the grid's flow), comes right after
            the title in the HTML: a slow phone paints the page as its HTML arrives, and the bar is
            drawn with the first screen instead of once the whole page has been read (issue 43). The
            owner has their tools in the panel instead (issue 31), known only in the browser. */}
        <CallBarIsland postId={post.PostID} type={post.type} />
        <DetailAside rows={5}>
          <ContactPanel post={post} language={language} />
        </DetailAside>
        {/* Whether it is still free, as the owner last said (issue 41), and the checked papers: under
            the title on desktops; on phones under the price and the key facts, which stay on the
            first screen above the call bar. */}
        <div className="flex flex-wrap items-start gap-2 empty:hidden lg:col-start-1">
          <AvailabilityNote post={post} language={language} />
          {post.documentsChecked.length > 0 ? <DocumentsBadge kinds={post.documentsChecked} /> : null}
          {/* Side by side with others (issue 44); a sold or rented post is past comparing. */}
          {post.closedAt ? null : <CompareIsland kind={post.type} id={post.PostID} className="w-full" />}
        </div>
        <SectionCard id="post-description-title" title={t('detail.description')} className="lg:col-start-1">
          <p className="mt-3 whitespace-pre-line text-[16px] text-gray-800" lang={descriptionLang}>
            {post.description}
          </p>
        </SectionCard>
        <div className="space-y-5 lg:col-start-1">
          <RentTerms post={post} language={language} />
          <PostFacts post={post} language={language} />
        </div>
        <div className="lg:col-start-1">
          <LocationIsland postId={post.PostID} type={post.type} />
        </div>
        {/* The area's median asking price (issue 19): sell posts only, hidden below 5 posts. */}
        <div className="empty:hidden lg:col-start-1">
          <AreaPrice post={post} language={language} />
        </div>
        {post.type === 'sell' ? (
          <div className="lg:col-start-1">
            <SellLoan post={post} language={language} />
          </div>
        ) : null}
      </DetailGrid>
      {/* Loaded when the reader comes near it, after the page (issue 19). */}
      <SimilarHomesIsland key={post.PostID} postId={post.PostID} type={post.type} language={language} />
    </DetailPage>
  );
}

export const BuySellDetailsPage = () => <PostDetailsPage type="sell" />;
export const RentDetailsPage = () => <PostDetailsPage type="rent" />;
