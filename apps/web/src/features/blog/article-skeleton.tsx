import { useTranslation } from 'react-i18next';
import { Bar } from '../../components/skeletons.tsx';

/** An article's shape while it loads: heading, facts, cover and lines of text. */
export function ArticleSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      className="mx-auto max-w-3xl px-4 py-8"
      data-testid="article-skeleton"
    >
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden className="space-y-4">
        <Bar className="h-4 w-24" />
        <Bar className="h-9 w-11/12" />
        <Bar className="h-5 w-full" />
        <Bar className="h-4 w-1/2" />
        <Bar className="aspect-[16/9] w-full rounded-xl" />
        {[0, 1, 2, 3, 4].map((line) => (
          <Bar key={line} className="h-4 w-full" />
        ))}
      </div>
    </div>
  );
}
