import type { UserData } from '@ghorbari/contracts';
import { Ban, PhoneOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconBadge } from '../../components/icon-badge.tsx';
import { NoticeActions, NoticeCard } from '../../components/notice.tsx';
import { PageSkeleton } from '../../components/skeletons.tsx';
import { paths } from '../../config/paths.ts';
import { useAccessGuard } from '../../lib/session/use-access-guard.ts';
import { noticePrimary, noticeSecondary } from '../../lib/button-styles.ts';
import { cn } from '../../lib/class-names.ts';

/**
 * Who may post (spec §2 "login plus an extra guard"): signed in (else to sign-in), the account
 * 'normal', and a phone number on the profile, as the API demands. Otherwise a clear note.
 */
export function PostingGuard({ children }: { children: (user: UserData) => ReactNode }) {
  const access = useAccessGuard();
  if (access.state === 'checking' || access.state === 'signed-out') return <PageSkeleton />;
  if (access.state === 'suspended') return <PostingBlocked reason="suspended" />;
  if (!access.user.phone) return <PostingBlocked reason="noPhone" />;
  return <>{children(access.user)}</>;
}

/** Shown instead of the form (also on the edit pages), with the way to fix it. */
export function PostingBlocked({ reason }: { reason: 'suspended' | 'noPhone' }) {
  const { t } = useTranslation(['posting', 'messages']);
  return (
    <NoticeCard ring="red">
      <IconBadge icon={reason === 'suspended' ? Ban : PhoneOff} size="xl" tone="red" className="mx-auto" />
      {/* Its own title, smaller on a wide screen than other notices': a note on the way to the form. */}
      <h1 className="mt-4 text-2xl font-semibold text-gray-900">{t(`guard.${reason}.title`)}</h1>
      <p className="mx-auto mt-3 max-w-xl text-[16px] text-gray-700">
        {reason === 'suspended' ? t('errors.accountSuspended', { ns: 'messages' }) : t('guard.noPhone.text')}
      </p>
      <NoticeActions>
        <Link to={paths.userProfileEdit} className={cn('inline-block', noticePrimary)}>
          {t('guard.profileEdit')}
        </Link>
        {reason === 'suspended' ? (
          <Link to={paths.customerCare} className={cn('inline-block', noticeSecondary)}>
            {t('guard.customerCare')}
          </Link>
        ) : null}
      </NoticeActions>
    </NoticeCard>
  );
}
