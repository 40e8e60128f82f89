import type { Language, PostDetail } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { useRentTerms } from '../../domain/posts/rent-terms.ts';
import { SectionCard } from '../../components/section-card.tsx';

/**
 * "Rent terms": the advance, service charge, bills, gas, who may rent and from when (issue 12),
 * shown on a rent post that gives any of them.
 */
export function RentTerms({ post, language }: { post: PostDetail; language: Language }) {
  const { t } = useTranslation('listings');
  const terms = useRentTerms(post, language);
  if (post.type !== 'rent' || terms.length === 0) return null;
  return (
    <SectionCard id="post-rent-terms-title" title={t('detail.rentTerms.title')}>
      <dl className="mt-3">
        {terms.map((term) => (
          <div
            key={term.key}
            className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 border-b border-gray-100 py-2.5 last:border-0"
          >
            <dt className="text-[15px] text-gray-600">{t(`detail.rentTerms.labels.${term.key}`)}</dt>
            <dd className="text-right text-[15px] font-semibold text-gray-900">{term.value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
