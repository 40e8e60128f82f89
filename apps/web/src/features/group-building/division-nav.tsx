import { DIVISIONS } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../lib/class-names.ts';

/**
 * The spec's division picker, as a row of links (a swipe on phones), always in view: where the
 * reader wants to build is the first thing they choose. Links, so each division is an address
 * a search engine and a share can use.
 */
export function DivisionNav({ current, hrefFor }: { current: string; hrefFor: (division: string) => string }) {
  const { t } = useTranslation(['group', 'enums']);
  const item = (division: string, label: string) => {
    const active = current === division;
    return (
      <li key={division || 'all'} className="shrink-0">
        <Link
          to={hrefFor(division)}
          aria-current={active ? 'page' : undefined}
          className={cn(
            'inline-flex min-h-11 items-center rounded-full border px-4 text-[15px] font-semibold',
            active
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-gray-300 bg-white text-gray-800 hover:border-brand-700 hover:text-brand-800',
          )}
        >
          {label}
        </Link>
      </li>
    );
  };
  return (
    <nav aria-label={t('filters.division')} className="-mx-4 mt-4 px-4">
      <ul className="flex gap-2 overflow-x-auto pb-2 sm:flex-wrap sm:overflow-visible">
        {item('', t('filters.anyDivision'))}
        {DIVISIONS.map((division) => item(division, t(`enums:division.${division}`)))}
      </ul>
    </nav>
  );
}
