import type { UserData } from '@ghorbari/contracts';
import { Ban, PhoneOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSkeleton } from '../../components/skeletons.tsx';
import { paths } from '../../config/paths.ts';
import { useAccessGuard } from '../../lib/session/use-access-guard.ts';
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
  const Icon = reason === 'suspended' ? Ban : PhoneOff;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <div role="alert" className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-red-200 sm:p-10">
        <span className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full bg-red-50 text-red-700">
          <Icon aria-hidden size={28} />
        </span>
        <h1 className="mt-4 text-2xl font-semibold text-gray-900">{t(`guard.${reason}.title`)}</h1>
        <p className="mx-auto mt-3 max-w-xl text-[16px] text-gray-700">
          {reason === 'suspended' ? t('errors.accountSuspended', { ns: 'messages' }) : t('guard.noPhone.text')}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link
            to={paths.userProfileEdit}
            className="inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {t('guard.profileEdit')}
          </Link>
          {reason === 'suspended' ? (
            <Link
              to={paths.customerCare}
              className={cn(
                'inline-block rounded-md border border-brand-700 px-5 py-2.5',
                'font-semibold text-brand-800 hover:bg-brand-50',
              )}
            >
              {t('guard.customerCare')}
            </Link>
          ) : null}
        </div>
      </div>
    </div>
  );
}
