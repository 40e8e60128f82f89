import { useTranslation } from 'react-i18next';

/** Loading placeholders of spec §2: a detail page, and a list of four cards. */
export function Bar({ className }: { className: string }) {
  return <div className={`animate-pulse rounded-md bg-gray-200 ${className}`} />;
}

/** Grey lines of text in a column, one bar per size (classes such as `h-4 w-2/3`). */
export function BarStack({ className, bars }: { className: string; bars: string[] }) {
  return (
    <div className={className}>
      {bars.map((size, index) => (
        <Bar key={index} className={size} />
      ))}
    </div>
  );
}

function Status({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="mx-auto max-w-6xl px-4 py-8">
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden>{children}</div>
    </div>
  );
}

export function CardListSkeleton() {
  return (
    <Status>
      <Bar className="mb-6 h-8 w-56" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="card-list-skeleton">
        {[0, 1, 2, 3].map((card) => (
          <div key={card} className="overflow-hidden rounded-xl bg-white shadow-sm">
            <Bar className="h-40 w-full rounded-none" />
            <BarStack className="space-y-3 p-4" bars={['h-5 w-4/5', 'h-4 w-1/2', 'h-4 w-2/3']} />
          </div>
        ))}
      </div>
    </Status>
  );
}

export function DetailSkeleton() {
  return (
    <Status>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]" data-testid="detail-skeleton">
        <div className="space-y-4">
          <Bar className="aspect-[4/3] w-full rounded-xl" />
          <div className="flex gap-2">
            {[0, 1, 2, 3].map((thumb) => (
              <Bar key={thumb} className="h-16 w-20" />
            ))}
          </div>
          <Bar className="h-8 w-3/4" />
          <Bar className="h-4 w-full" />
          <Bar className="h-4 w-5/6" />
          <Bar className="h-4 w-2/3" />
        </div>
        <BarStack
          className="space-y-3 rounded-xl bg-white p-5 shadow-sm"
          bars={['h-7 w-1/2', 'h-4 w-full', 'h-4 w-4/5', 'h-11 w-full']}
        />
      </div>
    </Status>
  );
}

/** A plain page's placeholder, while its code or translations load. */
export function PageSkeleton() {
  return (
    <Status>
      <Bar className="mb-4 h-9 w-2/3 max-w-md" />
      <Bar className="mb-2 h-4 w-full" />
      <Bar className="mb-2 h-4 w-11/12" />
      <Bar className="h-4 w-3/4" />
    </Status>
  );
}
