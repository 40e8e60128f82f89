import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconBadge } from '../../../components/icon-badge.tsx';
import { paths } from '../../../config/paths.ts';
import { withNext } from '../safe-next.ts';

/** The frame of the sign-in, registration and password pages: one card holding the page's h1. */
export function AuthCard({
  Icon,
  title,
  intro,
  children,
  footer,
  wide = false,
}: {
  Icon: LucideIcon;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`mx-auto w-full px-4 py-8 sm:py-12 ${wide ? 'max-w-2xl' : 'max-w-md'}`}>
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-8">
        <IconBadge icon={Icon} size="lg" tone="brand" />
        <h1 className="mt-3 text-2xl font-semibold leading-tight text-gray-900 sm:text-3xl">{title}</h1>
        {intro ? <div className="mt-2 text-[15px] text-gray-700">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-5 space-y-2 text-center text-[15px] text-gray-700">{footer}</div> : null}
    </div>
  );
}

export const textLinkClass = 'font-semibold text-brand-800 underline-offset-2 hover:underline';

/** "Remembered it? Sign in" under the password-reset steps, keeping where the reader was heading. */
export function BackToSignIn({ next = null }: { next?: string | null }) {
  const { t } = useTranslation('account');
  return (
    <p>
      {t('forgot.remembered')}{' '}
      <Link to={withNext(paths.signIn, next)} className={textLinkClass}>
        {t('forgot.signIn')}
      </Link>
    </p>
  );
}
