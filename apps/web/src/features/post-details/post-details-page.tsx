import { isPostId, type PostCard } from '@ghorbari/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink, useBackToList } from '../../components/back-link.tsx';
import { DetailAside, DetailGrid, DetailPage } from '../../components/detail-layout.tsx';
import { UnavailablePage } from '../../components/unavailable-page.tsx';
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
import { AvailabilityNote } from './availability-note.tsx';
import { ClosedNotice } from './closed-notice.tsx';
import { ContactPanel } from './contact-panel.tsx';
import { DocumentsBadge } from './documents-badge.tsx';
import { Gallery } from './gallery.tsx';
import { PostHead } from './post-head.tsx';
import { PostFacts, PostLocation } from './post-facts.tsx';
import { RentTerms } from './rent-terms.tsx';
import { AreaPrice } from './area-price.tsx';
import { SimilarHomes } from './similar-homes.tsx';
import { SectionCard } from '../../components/section-card.tsx';

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
  return <UnavailablePage texts={texts} backTo={list} retry={retry} testId="post-unavailable" />;
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
  // Back to the listing it was opened from, filters, sort and page kept (issue 12).
  const back = useBackToList(type === 'sell' ? paths.buySell : paths.rent);
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
  const phoneShown = phoneShownFor === post.PostID;
  const mine = user !== null && user._id === post.postedBy._id;
  const revealPhone = () => {
    // Counted once per post page for the lister's insights (issue 19).
    if (!phoneShown) reportPostEvent(post.PostID, 'phone-reveal');
    setPhoneShownFor(post.PostID);
  };
  // The contact panel and the phone's call bar offer the same call, save and phone.
  const contact = { post, savedId: query.data.savedId, language, phoneShown, onRevealPhone: revealPhone };
  return (
    <DetailPage>
      <PostHead post={post} language={language} />
      <BackLink to={back}>{t(type === 'sell' ? 'detail.backToSell' : 'detail.backToRent')}</BackLink>
      <ClosedNotice post={post} listing={back} language={language} />
      {/* One contact panel: under the title on phones, a sticky column beside everything on desktops. */}
      <DetailGrid>
        <div className="min-w-0 lg:col-start-1">
          <Gallery images={post.images} title={post.postTitle} titleLang={titleLang} language={language} />
        </div>
        <h1 className="text-2xl font-semibold leading-snug text-gray-900 sm:text-3xl lg:col-start-1" lang={titleLang}>
          {post.postTitle}
        </h1>
        <DetailAside rows={5}>
          <ContactPanel {...contact} />
        </DetailAside>
        {/* Whether it is still free, as the owner last said (issue 41), and the checked papers: under
            the title on desktops; on phones under the price and the key facts, which stay on the
            first screen above the call bar. */}
        <div className="flex flex-wrap items-start gap-2 empty:hidden lg:col-start-1">
          <AvailabilityNote post={post} language={language} />
          {post.documentsChecked.length > 0 ? <DocumentsBadge kinds={post.documentsChecked} /> : null}
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
          <PostLocation location={post.location} language={language} />
        </div>
        {/* The area's median asking price (issue 19): sell posts only, hidden below 5 posts. */}
        <div className="empty:hidden lg:col-start-1">
          <AreaPrice post={post} language={language} />
        </div>
      </DetailGrid>
      {/* Loaded when the reader comes near it, after the page (issue 19). */}
      <SimilarHomes key={post.PostID} postId={post.PostID} type={post.type} language={language} />
      {/* The owner has their tools in the panel instead (issue 31), known only in the browser. */}
      {post.closedAt === null && !mine ? <CallBar {...contact} /> : null}
    </DetailPage>
  );
}

export const BuySellDetailsPage = () => <PostDetailsPage type="sell" />;
export const RentDetailsPage = () => <PostDetailsPage type="rent" />;
