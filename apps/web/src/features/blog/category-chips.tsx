import { BLOG_CATEGORIES, type BlogCategory } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { ChipNav } from '../../components/chip-nav.tsx';
import { blogHref, type BlogQuery } from './blog-query.ts';

/** The topics as a row of links (a swipe on phones). A topic keeps the words searched for. */
export function CategoryChips({ query }: { query: BlogQuery }) {
  const { t } = useTranslation(['blog', 'enums']);
  const chip = (category: BlogCategory | '', label: string) => ({
    value: category,
    label,
    to: blogHref({ ...query, category }),
  });
  const chips = [
    chip('', t('categories.all')),
    ...BLOG_CATEGORIES.map((category) => chip(category, t(`enums:blogCategory.${category}`))),
  ];
  return <ChipNav label={t('categories.label')} chips={chips} current={query.category} testId="blog-categories" />;
}
