import type { UserData } from '@ghorbari/contracts';
import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { formatDate } from '../../lib/format-date.ts';
import { useLanguage } from '../../lib/use-language.ts';

/** Spec §4: a suspended account sees why it cannot use its pages, and how to reach customer care. */
export function SuspensionNotice({ user }: { user: UserData }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <div role="alert" className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-red-200 sm:p-10">
        <span className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full bg-red-50 text-red-700">
          <Ban aria-hidden size={28} />
        </span>
        <h1 className="mt-4 text-2xl font-semibold text-gray-900 sm:text-3xl">{t('suspended.title')}</h1>
        <p className="mx-auto mt-3 max-w-xl text-[16px] text-gray-700">
          {user.suspendedUntil
            ? t('suspended.until', { date: formatDate(user.suspendedUntil, language) })
            : t('suspended.indefinitely')}
        </p>
        <p className="mx-auto mt-2 max-w-xl text-[16px] text-gray-700">{t('suspended.help')}</p>
        <Link
          to={paths.customerCare}
          className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {t('suspended.contact')}
        </Link>
      </div>
    </div>
  );
}
