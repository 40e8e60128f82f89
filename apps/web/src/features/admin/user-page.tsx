import type { PostCard } from '@ghorbari/contracts';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DetailSkeleton } from '../../components/skeletons.tsx';
import { href, paths } from '../../config/paths.ts';
import { formatDigits, formatNumber } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { formatDate } from '../../lib/format-date.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useAdminUser, type AdminUserDetail } from './api/get-user.ts';
import { Badge, buttonClass, Fact, Section, StaffBackLink, type BadgeTone } from './admin-ui.tsx';
import { DetailLoadFailed } from './detail-load-failed.tsx';
import { AuditEntries } from './audit-entries.tsx';
import { AccountPhoneSignals } from './post-signals-panel.tsx';
import { AccountPhotoMatches, AccountReports } from './account-reports.tsx';
import { MessageForm } from './message-form.tsx';
import { STATUS_TONE } from './poster-panel.tsx';
import { useStaff } from './staff-context.ts';
import { UserActions } from './user-actions.tsx';
import { usePriceText } from './use-post-text.ts';
import { cn } from '../../lib/class-names.ts';

const POST_TONE: Record<PostCard['status'], BadgeTone> = { pending: 'warning', approved: 'brand', rejected: 'danger' };

/** A phone's screen holds a few numbers and posts; the rest open on request. */
const NUMBERS_SHOWN = 3;
const POSTS_SHOWN = 10;

function Profile({ data }: { data: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { user } = data;
  const others = data.provenPhones.filter((phone) => phone !== user.phone);
  return (
    <Section id="user-profile" title={t('user.account')}>
      <dl>
        <Fact label={t('users.email')}>
          {/* Null for an account made with a mobile number only (issue 40). */}
          {user.email ? (
            <a href={`mailto:${user.email}`} className="break-all text-brand-800 underline underline-offset-2">
              {user.email}
            </a>
          ) : (
            t('common.notGiven')
          )}
        </Fact>
        <Fact label={t('users.phone')}>
          {user.phone ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              {formatDigits(user.phone, language)}
              {user.phoneVerified ? (
                <Badge tone="brand" icon={BadgeCheck}>
                  {t('user.phoneVerified')}
                </Badge>
              ) : null}
            </span>
          ) : (
            t('common.notGiven')
          )}
        </Fact>
        {/* Numbers it proved by SMS besides its own (issue 40): a caller may give any of them. */}
        {others.length > 0 ? (
          <Fact label={t('user.provenPhones')}>
            <span className="font-normal">
              {others
                .slice(0, NUMBERS_SHOWN)
                .map((phone) => formatDigits(phone, language))
                .join(', ')}
            </span>
            {others.length > NUMBERS_SHOWN ? (
              <details className="font-normal">
                <summary className="min-h-11 cursor-pointer py-2 text-brand-800 underline underline-offset-2">
                  {t('user.moreNumbers', {
                    count: others.length - NUMBERS_SHOWN,
                    n: formatNumber(others.length - NUMBERS_SHOWN, language),
                  })}
                </summary>
                {others
                  .slice(NUMBERS_SHOWN)
                  .map((phone) => formatDigits(phone, language))
                  .join(', ')}
              </details>
            ) : null}
          </Fact>
        ) : null}
        <Fact label={t('users.role')}>{t(`role.${user.role}`)}</Fact>
        <Fact label={t('users.status')}>
          {t(`status.${user.status}`)}
          {user.status === 'suspended' ? (
            <span className="block font-normal">
              {user.suspendedUntil
                ? t('user.suspendedUntil', { date: formatDate(user.suspendedUntil, language) })
                : t('users.indefinitely')}
            </span>
          ) : null}
        </Fact>
        {user.statusReason && user.status !== 'normal' ? (
          <Fact label={t('user.statusReason')}>
            <span className="font-normal" lang={textLanguage(user.statusReason, language)}>
              {user.statusReason}
            </span>
          </Fact>
        ) : null}
        <Fact label={t('users.joined')}>{formatDate(user.joinDate, language)}</Fact>
        <Fact label={t('users.posts')}>{formatNumber(user.postCount, language)}</Fact>
      </dl>
    </Section>
  );
}

function Posts({ posts }: { posts: PostCard[] }) {
  const { t } = useTranslation(['admin', 'enums']);
  const language = useLanguage();
  const price = usePriceText();
  const [all, setAll] = useState(false);
  const shown = all ? posts : posts.slice(0, POSTS_SHOWN);
  return (
    <Section id="user-posts" title={t('user.posts', { n: formatNumber(posts.length, language) })}>
      {posts.length === 0 ? (
        <p className="text-[15px] text-gray-700">{t('user.noPosts')}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {shown.map((post) => (
            <li key={post.PostID} className="flex gap-3 py-2.5">
              <div className="h-14 w-16 shrink-0 overflow-hidden rounded bg-gray-100">
                {post.firstImageUrl ? (
                  <img src={post.firstImageUrl} alt="" loading="lazy" className="h-full w-full object-cover" />
                ) : null}
              </div>
              <div className="min-w-0 flex-1">
                <Link
                  to={href.adminPost(post.PostID)}
                  className="line-clamp-2 font-semibold text-brand-800 underline underline-offset-2"
                  lang={textLanguage(post.postTitle, language)}
                >
                  {post.postTitle}
                </Link>
                <p className="text-sm text-gray-700">
                  {formatDigits(post.PostID, language)} · {t(`enums:listingPurpose.${post.type}`)} ·{' '}
                  {price(post, language)} · {formatDate(post.postDate, language)}
                </p>
                <div className="mt-1 flex flex-wrap gap-1.5">
                  <Badge tone={POST_TONE[post.status]}>{t(`postStatus.${post.status}`)}</Badge>
                  {post.rejection ? (
                    <Badge tone="danger">{t(`enums:rejectionReason.${post.rejection.reason}`)}</Badge>
                  ) : null}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {shown.length < posts.length ? (
        <button type="button" onClick={() => setAll(true)} className={`mt-2 w-full ${buttonClass.secondary}`}>
          {t('user.allPosts', { n: formatNumber(posts.length, language) })}
        </button>
      ) : null}
    </Section>
  );
}

function UserDetail({ userId }: { userId: string }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const staff = useStaff();
  const detail = useAdminUser(userId);
  useDocumentTitle(detail.data ? detail.data.user.name : t('user.loadingTitle'));

  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError) {
    return (
      <DetailLoadFailed
        error={detail.error}
        onRetry={() => void detail.refetch()}
        backTo={paths.adminUsers}
        backLabel={t('user.back')}
        loadingTitle={t('user.loadingTitle')}
        notFoundTitle={t('user.notFound')}
      />
    );
  }
  const { user } = detail.data;
  return (
    <div>
      <StaffBackLink to={paths.adminUsers}>{t('user.back')}</StaffBackLink>
      <div className="mb-5">
        <h1
          className="break-words text-2xl font-semibold text-gray-900 sm:text-3xl"
          lang={textLanguage(user.name, language)}
        >
          {user.name}
        </h1>
        <div className="mt-2 flex flex-wrap gap-2">
          <Badge tone="info">{t(`role.${user.role}`)}</Badge>
          <Badge tone={STATUS_TONE[user.status]}>{t(`status.${user.status}`)}</Badge>
        </div>
      </div>
      {/* Phones: actions first, the message form last; wide screens: both in the right column. */}
      <div
        className={cn(
          'flex flex-col gap-5 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem]',
          'lg:grid-rows-[auto_auto_1fr] lg:items-start',
        )}
      >
        <div className="min-w-0 lg:col-start-2 lg:row-start-1">
          <UserActions user={user} isSelf={user._id === staff.user._id} isAdmin={staff.isAdmin} />
        </div>
        <div className="min-w-0 space-y-5 lg:col-start-2 lg:row-start-2">
          <AccountPhoneSignals phones={detail.data.phones} />
          <AccountPhotoMatches matches={detail.data.photoMatches} />
        </div>
        <div className="min-w-0 space-y-5 lg:col-start-1 lg:row-span-3 lg:row-start-1">
          <Profile data={detail.data} />
          <AccountReports data={detail.data} />
          <Posts posts={detail.data.posts} />
          <Section id="user-history" title={t('user.history')}>
            <AuditEntries entries={detail.data.history} showTarget={false} isAdmin />
          </Section>
        </div>
        <div className="min-w-0 lg:col-start-2 lg:row-start-3">
          <MessageForm id="message-user" userId={user._id} reader={user.language} heading={t('message.toUser')} />
        </div>
      </div>
    </div>
  );
}

/**
 * /admin/users/:userId (support and admins, issue 41): one account, its posts, the reports against
 * them, its signals, its history and the actions this staff member may take on it.
 */
export function UserPage() {
  const { userId = '' } = useParams();
  return <UserDetail key={userId} userId={userId} />;
}
