import { useTranslation } from 'react-i18next';
import { Bar, BarStack } from '../../components/skeletons.tsx';
import { cn } from '../../lib/class-names.ts';

const card = 'overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200';

function CardShape() {
  return (
    <div className={card}>
      <Bar className="aspect-[4/3] w-full rounded-none" />
      <BarStack className="space-y-3 p-4" bars={['h-4 w-1/3', 'h-5 w-11/12', 'h-4 w-full', 'h-4 w-2/3']} />
    </div>
  );
}

/** The blog's cards while they load: the spotlight's shape first when there is one, so nothing jumps. */
export function BlogSkeleton({ spotlight, cards = 3 }: { spotlight: boolean; cards?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="mt-6" data-testid="blog-skeleton">
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden className="space-y-6">
        {spotlight ? (
          <div className={cn(card, 'lg:grid lg:grid-cols-[3fr_2fr]')}>
            <Bar className="aspect-[4/3] w-full rounded-none sm:aspect-[16/10]" />
            <BarStack className="space-y-3 p-6" bars={['h-5 w-1/3', 'h-8 w-11/12', 'h-4 w-full', 'h-4 w-4/5']} />
          </div>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: cards }, (_, index) => (
            <CardShape key={index} />
          ))}
        </div>
      </div>
    </div>
  );
}
