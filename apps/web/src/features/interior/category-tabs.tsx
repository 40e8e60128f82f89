import type { InteriorCategory } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { choiceChipClass } from '../../components/chip-nav.tsx';

interface CategoryTabsProps {
  categories: InteriorCategory[];
  /** '' is "All". */
  current: string;
  onChange: (category: string) => void;
  /** Dark, for the full-screen gallery. */
  tone?: 'light' | 'dark';
}

/** "All" and each category that has photos, as toggle buttons; nothing when there is only one category. */
export function CategoryTabs({ categories, current, onChange, tone = 'light' }: CategoryTabsProps) {
  const { t } = useTranslation(['interior', 'enums']);
  if (categories.length < 2) return null;
  const button = (category: string, label: string) => {
    const active = current === category;
    return (
      <li key={category || 'all'} className="shrink-0">
        <button
          type="button"
          aria-pressed={active}
          onClick={() => onChange(category)}
          className={choiceChipClass(active, tone)}
        >
          {label}
        </button>
      </li>
    );
  };
  return (
    <ul aria-label={t('gallery.filter')} className="flex gap-2 overflow-x-auto pb-1">
      {button('', t('gallery.all'))}
      {categories.map((category) => button(category, t(`enums:interiorCategory.${category}`)))}
    </ul>
  );
}
