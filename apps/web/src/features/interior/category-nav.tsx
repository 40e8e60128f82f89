import { INTERIOR_CATEGORIES } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../lib/class-names.ts';

/**
 * The work categories as a row of links (a swipe on phones), always in view: the first thing
 * most readers choose. Links, so each category is an address a search engine and a share can use.
 */
export function CategoryNav({ current, hrefFor }: { current: string; hrefFor: (category: string) => string }) {
  const { t } = useTranslation(['interior', 'enums']);
  const item = (category: string, label: string) => {
    const active = current === category;
    return (
      <li key={category || 'all'} className="shrink-0">
        <Link
          to={hrefFor(category)}
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
    <nav aria-label={t('filters.category')} className="-mx-4 mt-4 px-4">
      <ul className="flex gap-2 overflow-x-auto pb-2 sm:flex-wrap sm:overflow-visible">
        {item('', t('filters.anyCategory'))}
        {INTERIOR_CATEGORIES.map((category) => item(category, t(`enums:interiorCategory.${category}`)))}
      </ul>
    </nav>
  );
}
