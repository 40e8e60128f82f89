import { LAND_DOCUMENT_KINDS, type LandDocumentKind } from '@ghorbari/contracts';
import { ChevronDown, CircleCheck, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';

/**
 * "Documents checked by Ghorbari" (issue 18): which papers support saw for this post, never the
 * papers, and what the check does and does not mean (a native disclosure, so it works before the
 * page's code has loaded).
 */
export function DocumentsBadge({ kinds }: { kinds: readonly LandDocumentKind[] }) {
  const { t } = useTranslation(['documents', 'enums']);
  if (kinds.length === 0) return null;
  return (
    <section
      aria-labelledby="documents-badge-title"
      data-testid="documents-badge"
      className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100 sm:p-5"
    >
      <h2 id="documents-badge-title" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
        <ShieldCheck aria-hidden size={24} className="shrink-0 text-brand-700" />
        {t('badge.title')}
      </h2>
      <p className="mt-2 text-[15px] text-gray-800">{t('badge.seen')}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {LAND_DOCUMENT_KINDS.filter((kind) => kinds.includes(kind)).map((kind) => (
          <li
            key={kind}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1',
              'text-[15px] font-semibold text-gray-900 ring-1 ring-brand-100',
            )}
          >
            <CircleCheck aria-hidden size={16} className="text-brand-700" />
            {t(`enums:landDocumentKind.${kind}`)}
          </li>
        ))}
      </ul>
      <details className="group mt-3">
        <summary
          className={cn(
            'inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-md',
            'font-semibold text-brand-800 underline underline-offset-2 [&::-webkit-details-marker]:hidden',
          )}
        >
          <ChevronDown aria-hidden size={18} className="transition-transform group-open:rotate-180" />
          {t('badge.more')}
        </summary>
        <div className="mt-1 space-y-2 text-[15px] text-gray-800">
          <p>{t('badge.means')}</p>
          <p>{t('badge.notMeans')}</p>
          <p className="font-semibold text-gray-900">{t('badge.advice')}</p>
        </div>
      </details>
    </section>
  );
}
