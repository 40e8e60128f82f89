import { isPostId, type PostCard } from '@ghorbari/contracts';
import { ArrowLeft, SearchX, TriangleAlert } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { DetailSkeleton } from '../../components/skeletons.tsx';
import { href, paths } from '../../config/paths.ts';
import { onLiveNotification } from '../../lib/live-notices.ts';
import { isUnavailable, usePost } from '../../lib/posts/get-post.ts';
import { postKeys } from '../../lib/query-keys.ts';
import { reportPostEvent } from '../../lib/posts/post-events.ts';
import { Redirect, useHttpStatus } from '../../lib/page-head.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSession } from '../../lib/session/session.tsx';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useRememberOpened } from '../../lib/pwa/recently-opened.ts';
import { CallBar } from './call-bar.tsx';
import { ClosedNotice } from './closed-notice.tsx';
import { ContactPanel } from './contact-panel.tsx';
import { DocumentsBadge } from './documents-badge.tsx';
import { Gallery } from './gallery.tsx';
import { PostHead } from './post-head.tsx';
import { PostFacts, PostLocation } from './post-facts.tsx';
import { RentTerms } from './rent-terms.tsx';
import { AreaPrice } from './area-price.tsx';
import { SimilarHomes } from './similar-homes.tsx';
import { cn } from '../../lib/class-names.ts';

const primary = 'rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800';
const secondary =
  'rounded-md border border-brand-700 bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50';

/** 'Post No Longer Available' (spec §8), or a load failure with a retry; both lead back to the list. */
function Unavailable({ type, retry }: { type: PostCard['type']; retry?: () => void }) {
  const { t } = useTranslation('listings');
  const Icon = retry ? TriangleAlert : SearchX;
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:py-20" data-testid="post-unavailable">
      <span
        className={cn(
          'mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full',
          'bg-gray-100 text-gray-700',
        )}
      >
        <Icon aria-hidden size={28} />
      </span>
      <h1 className="mt-4 text-2xl font-semibold text-gray-900 sm:text-3xl">
        {retry ? t(type === 'sell' ? 'detail.sellTitle' : 'detail.rentTitle') : t('detail.unavailableTitle')}
      </h1>
      <p className="mx-auto mt-3 max-w-xl text-[16px] text-gray-700">
        {retry ? t('detail.loadError') : t('detail.unavailableText')}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {retry ? (
          <button type="button" onClick={retry} className={primary}>
            {t('error.retry')}
          </button>
        ) : null}
        <Link to={type === 'sell' ? paths.buySell : paths.rent} className={retry ? secondary : primary}>
          {t(type === 'sell' ? 'detail.backToSell' : 'detail.backToRent')}
        </Link>
        <Link to={paths.home} className={secondary}>
          {t('detail.home')}
        </Link>
      </div>
    </div>
  );
}

/** The listing address a card handed over in the router state, if it is that listing's; else the plain listing. */
function backTo(state: unknown, list: string): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : null;
  return typeof from === 'string' && (from === list || from.startsWith(`${list}?`)) ? from : list;
}

/**
 * A notice about this post that arrives while it is open (support approved the owner's post, say)
 * loads it again, so the owner's tools and its state change without a reload (issue 31).
 */
function useLiveRefresh(postId: string, owner: boolean) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLiveNotification(({ link }) => {
        // Only the owner's copy: a reader's fetch would count a view (a saver hears of price drops).
        if (!link || !owner) return;
        const { pathname } = new URL(link, 'http://localhost');
        if (pathname !== href.buySellDetails(postId) && pathname !== href.rentDetails(postId)) return;
        for (const queryKey of postKeys.copies(postId)) void queryClient.invalidateQueries({ queryKey });
      }),
    [owner, postId, queryClient],
  );
}

/** /Property-Buy-Sell-Details/{id} and /Property-Rent-Details/{id}. */
function PostDetailsPage({ type }: { type: PostCard['type'] }) {
  const { t } = useTranslation('listings');
  const language = useLanguage();
  const { id = '' } = useParams();
  const { state } = useLocation();
  const { user, loading } = useSession();
  // Wait for the session: whether the post is saved depends on who asks.
  const query = usePost(id, user?._id ?? null, { enabled: !loading });
  const post = query.data?.post;
  // Kept on this device for the offline page (issue 19).
  useRememberOpened(post, query.data?.savedId);
  // The reader asked to see this post's numbers (in the panel or the call bar; both then show them).
  const [phoneShownFor, setPhoneShownFor] = useState<string | null>(null);
  useLiveRefresh(id, user !== null && post?.postedBy._id === user._id);
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
  const list = type === 'sell' ? paths.buySell : paths.rent;
  // Back to the listing it was opened from, filters, sort and page kept (issue 12).
  const back = backTo(state, list);
  const phoneShown = phoneShownFor === post.PostID;
  const mine = user !== null && user._id === post.postedBy._id;
  const revealPhone = () => {
    // Counted once per post page for the lister's insights (issue 19).
    if (!phoneShown) reportPostEvent(post.PostID, 'phone-reveal');
    setPhoneShownFor(post.PostID);
  };
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <PostHead post={post} language={language} />
      <Link
        to={back}
        className="inline-flex min-h-11 items-center gap-1.5 text-[15px] font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden size={18} />
        {t(type === 'sell' ? 'detail.backToSell' : 'detail.backToRent')}
      </Link>
      <ClosedNotice post={post} listing={back} language={language} />
      {/* One contact panel: under the title on phones, a sticky column beside everything on desktops. */}
      <div className="mt-4 grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-x-6 lg:gap-y-5">
        <div className="min-w-0 lg:col-start-1">
          <Gallery images={post.images} title={post.postTitle} titleLang={titleLang} language={language} />
        </div>
        <h1 className="text-2xl font-semibold leading-snug text-gray-900 sm:text-3xl lg:col-start-1" lang={titleLang}>
          {post.postTitle}
        </h1>
        {post.documentsChecked.length > 0 ? (
          <div className="lg:col-start-1">
            <DocumentsBadge kinds={post.documentsChecked} />
          </div>
        ) : null}
        <div className="lg:col-start-2 lg:row-span-5 lg:row-start-1">
          <div className="lg:sticky lg:top-20">
            <ContactPanel
              post={post}
              savedId={query.data.savedId}
              language={language}
              phoneShown={phoneShown}
              onRevealPhone={revealPhone}
            />
          </div>
        </div>
        <section
          aria-labelledby="post-description-title"
          className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6 lg:col-start-1"
        >
          <h2 id="post-description-title" className="text-lg font-semibold text-gray-900">
            {t('detail.description')}
          </h2>
          <p className="mt-3 whitespace-pre-line text-[16px] text-gray-800" lang={descriptionLang}>
            {post.description}
          </p>
        </section>
        <div className="space-y-5 lg:col-start-1">
          <RentTerms post={post} language={language} />
          <PostFacts post={post} language={language} />
        </div>
        <div className="lg:col-start-1">
          <PostLocation location={post.location} language={language} />
        </div>
        {/* The area's median asking price (issue 19): sell posts only, hidden below 5 posts. */}
        <div className="empty:hidden lg:col-start-1">
          <AreaPrice post={post} language={language} />
        </div>
      </div>
      {/* Loaded when the reader comes near it, after the page (issue 19). */}
      <SimilarHomes key={post.PostID} postId={post.PostID} type={post.type} language={language} />
      {/* The owner has their tools in the panel instead (issue 31), known only in the browser. */}
      {post.closedAt === null && !mine ? (
        <CallBar
          post={post}
          savedId={query.data.savedId}
          language={language}
          phoneShown={phoneShown}
          onRevealPhone={revealPhone}
        />
      ) : null}
    </div>
  );
}

export const BuySellDetailsPage = () => <PostDetailsPage type="sell" />;
export const RentDetailsPage = () => <PostDetailsPage type="rent" />;
