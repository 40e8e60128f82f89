import { INTERIOR_CATEGORIES } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { ChipNav } from '../../components/chip-nav.tsx';

/** The work categories, always in view: the first thing most readers choose. */
export function CategoryNav({ current, hrefFor }: { current: string; hrefFor: (category: string) => string }) {
  const { t } = useTranslation(['interior', 'enums']);
  const chips = [
    { value: '', label: t('filters.anyCategory'), to: hrefFor('') },
    ...INTERIOR_CATEGORIES.map((category) => ({
      value: category,
      label: t(`enums:interiorCategory.${category}`),
      to: hrefFor(category),
    })),
  ];
  return <ChipNav label={t('filters.category')} chips={chips} current={current} />;
}
