import type { OwnPostCard, PostCard } from '@ghorbari/contracts';
import { FilePlus2, Inbox } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardListSkeleton } from '../../components/skeletons.tsx';
import { CountTabs } from '../../components/count-tabs.tsx';
import { PostAdButton } from '../../domain/posts/post-ad-button.tsx';
import { paths } from '../../config/paths.ts';
import { onLiveNotification } from '../../domain/notifications/live-notices.ts';
import { meKeys } from '../../lib/query-keys.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useUserPosts, type UserPosts } from './api/get-user-posts.ts';
import { showToast } from '../../lib/toast.ts';
import { useConfirmAvailable, useReopenPost, useRepostPost } from '../../domain/posts/post-actions.ts';
import { ClosePostDialog } from '../../domain/posts/owner-tools/close-post-dialog.tsx';
import { DeletePostDialog } from './delete-post-dialog.tsx';
import { PropertyCard } from './property-card.tsx';
import { IconEmptyState } from '../../components/member-page.tsx';

/**
 * The tab order of spec §2: pending sell, pending rent, allowed sell, allowed rent; then the
 * posts that are in none of those (issue 31): rejected ones (not pending: support turned them
 * down) and ones marked rented or sold (no longer on offer).
 */
const GROUPS = [
  'nonApprovedUserSellPosts',
  'nonApprovedUserRentPosts',
  'approvedUserSellPosts',
  'approvedUserRentPosts',
  'rejectedUserPosts',
  'closedUserPosts',
] as const;
type Group = (typeof GROUPS)[number];
type Groups = Record<Group, OwnPostCard[]>;

/**
 * The API's four groups (spec §7) split so that each post shows in exactly one tab: "pending"
 * holds only posts waiting for support, "allowed" only live ones.
 */
function groupPosts(posts: UserPosts): Groups {
  const waiting = (list: OwnPostCard[]) => list.filter((post) => post.status === 'pending');
  const open = (list: OwnPostCard[]) => list.filter((post) => post.closedAt === null);
  const nonApproved = [...posts.nonApprovedUserSellPosts, ...posts.nonApprovedUserRentPosts];
  const approved = [...posts.approvedUserSellPosts, ...posts.approvedUserRentPosts];
  return {
    nonApprovedUserSellPosts: waiting(posts.nonApprovedUserSellPosts),
    nonApprovedUserRentPosts: waiting(posts.nonApprovedUserRentPosts),
    approvedUserSellPosts: open(posts.approvedUserSellPosts),
    approvedUserRentPosts: open(posts.approvedUserRentPosts),
    rejectedUserPosts: nonApproved.filter((post) => post.status === 'rejected'),
    closedUserPosts: approved.filter((post) => post.closedAt !== null),
  };
}

/** The pages a notice about one of my posts links to: the post itself, or My properties. */
const aboutMyPosts = (link: string | null) => {
  if (!link) return false;
  const { pathname } = new URL(link, 'http://localhost');
  return [paths.userProperties, paths.buySellDetails, paths.rentDetails].some((path) =>
    pathname.startsWith(path.replace(':id', '')),
  );
};

/**
 * A notice that arrives live while the page is open (approved, rejected, payment confirmed) loads
 * my posts again, so the card moves to its new tab without a reload (issue 31).
 */
function useLiveRefresh() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLiveNotification((notification) => {
        if (aboutMyPosts(notification.link)) void queryClient.invalidateQueries({ queryKey: meKeys.userPosts });
      }),
    [queryClient],
  );
}

const linkClass = 'inline-flex h-11 items-center gap-2 rounded-md px-5 font-semibold';

function NoPosts() {
  const { t } = useTranslation('posting');
  return (
    <IconEmptyState Icon={Inbox} title={t('mine.noPosts')} text={t('mine.noPostsText')}>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Link to={paths.sellPost} className={`${linkClass} bg-brand-700 text-white hover:bg-brand-800`}>
          <FilePlus2 aria-hidden size={18} />
          {t('mine.postSell')}
        </Link>
        <Link to={paths.rentPost} className={`${linkClass} border border-brand-700 text-brand-800 hover:bg-brand-50`}>
          {t('mine.postRent')}
        </Link>
      </div>
    </IconEmptyState>
  );
}

/** /user/my-properties (spec §2): my posts in tabs, each card with edit and delete. */
export function MyPropertiesPage() {
  const { t } = useTranslation(['posting', 'messages']);
  const language = useLanguage();
  const posts = useUserPosts();
  const [chosen, setChosen] = useState<Group | null>(null);
  const [deleting, setDeleting] = useState<PostCard | null>(null);
  const [closing, setClosing] = useState<PostCard | null>(null);
  const repost = useRepostPost();
  const confirm = useConfirmAvailable();
  const reopen = useReopenPost();
  useLiveRefresh();
  const toastResult = {
    onSuccess: (result: { message: string }) => void showToast('success', result.message),
    onError: (error: unknown) => void showToast('error', apiErrorMessage(error, t, 'errors.fetchFailed')),
  };
  const onConfirmAvailable = (post: PostCard) => confirm.mutate(post.PostID, toastResult);
  const onReopen = (post: PostCard) => reopen.mutate(post.PostID, toastResult);
  const busyWith = (post: PostCard) =>
    (confirm.isPending && confirm.variables === post.PostID) || (reopen.isPending && reopen.variables === post.PostID);
  const onRepost = (post: PostCard) =>
    repost.mutate(post.PostID, {
      onSuccess: (result) => void showToast('success', result.message),
      onError: (error) => void showToast('error', apiErrorMessage(error, t, 'errors.fetchFailed')),
    });
  useDocumentTitle(t('mine.title'));
  const grouped = useMemo(() => (posts.data ? groupPosts(posts.data) : null), [posts.data]);

  if (posts.isPending) return <CardListSkeleton />;
  // The way to post another ad stays at the top once there are posts (the empty state has its own).
  const header = (withPostButton: boolean) => (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{t('mine.title')}</h1>
      {withPostButton ? <PostAdButton /> : null}
    </div>
  );
  if (posts.isError) {
    return (
      <div>
        {header(true)}
        <div role="alert" className="rounded-xl bg-white p-6 text-gray-800 shadow-sm ring-1 ring-red-200">
          <p>{apiErrorMessage(posts.error, t, 'errors.fetchFailed')}</p>
          <button
            type="button"
            onClick={() => void posts.refetch()}
            className="mt-3 font-semibold text-brand-800 underline"
          >
            {t('mine.retry')}
          </button>
        </div>
      </div>
    );
  }
  const data = grouped;
  const nonEmpty = data ? GROUPS.filter((group) => data[group].length > 0) : [];
  if (!data || nonEmpty.length === 0) {
    return (
      <div>
        {header(false)}
        <NoPosts />
      </div>
    );
  }
  // A tab chosen earlier stays, even once emptied by a delete: then it says so.
  const selected = chosen ?? nonEmpty[0]!;
  const tabs = GROUPS.filter((group) => nonEmpty.includes(group) || group === selected);
  const list = data[selected];

  return (
    <div>
      {header(true)}
      <CountTabs
        label={t('mine.tabsLabel')}
        tabs={tabs}
        selected={selected}
        onSelect={setChosen}
        name={(group) => t(`mine.tabs.${group}`)}
        count={(group) => data[group].length}
        tabId={(group) => `tab-${group}`}
        panelId={(group) => `panel-${group}`}
        selectedCountClass="bg-white text-brand-800"
        language={language}
        className="mb-4"
      />
      <div role="tabpanel" id={`panel-${selected}`} aria-labelledby={`tab-${selected}`} tabIndex={0}>
        {list.length === 0 ? (
          <p className="rounded-xl bg-white p-6 text-center text-[16px] text-gray-700 shadow-sm ring-1 ring-gray-200">
            {t('mine.noPostsInCategory')}
          </p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {list.map((post) => (
              <PropertyCard
                key={post.PostID}
                post={post}
                onDelete={setDeleting}
                onClose={setClosing}
                onRepost={onRepost}
                onConfirmAvailable={onConfirmAvailable}
                onReopen={onReopen}
                busy={busyWith(post)}
              />
            ))}
          </div>
        )}
      </div>
      <DeletePostDialog post={deleting} onClose={() => setDeleting(null)} />
      <ClosePostDialog post={closing} onClose={() => setClosing(null)} />
    </div>
  );
}
