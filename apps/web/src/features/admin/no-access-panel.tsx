import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { buttonClass } from './admin-ui.tsx';
import { cn } from '../../lib/class-names.ts';

/**
 * Shown instead of the staff area to a member without a staff role (or with a suspended
 * account), and instead of an admin-only page to support: what this is, and a way out.
 */
export function NoAccessPanel({ adminOnly = false }: { adminOnly?: boolean }) {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('noAccess.title'));
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <div role="alert" className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-amber-300 sm:p-10">
        <span
          className={cn(
            'mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full',
            'bg-amber-50 text-amber-800',
          )}
        >
          <ShieldAlert aria-hidden size={28} />
        </span>
        <h1 className="mt-4 text-2xl font-semibold text-gray-900 sm:text-3xl">{t('noAccess.title')}</h1>
        <p className="mx-auto mt-3 max-w-xl text-[16px] text-gray-700">
          {adminOnly ? t('noAccess.adminOnly') : t('noAccess.text')}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={adminOnly ? paths.admin : paths.home} className={buttonClass.primary}>
            {adminOnly ? t('noAccess.toDashboard') : t('noAccess.toHome')}
          </Link>
        </div>
      </div>
    </div>
  );
}
