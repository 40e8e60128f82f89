import { useTranslation } from 'react-i18next';
import { Bar } from './skeletons.tsx';

interface RowsSkeletonProps {
  rows?: number;
  /** The block at the start of each row (a photo, a checkbox), as size classes. */
  lead: string;
  /** One bar per line of text, as size classes. */
  lines: string[];
  /** Classes of the whole list (cards apart, or one card with dividers) and of each row. */
  className: string;
  rowClassName: string;
  testId?: string;
}

/** A list's loading placeholder: grey rows, announced once to screen readers as "Loading…". */
export function RowsSkeleton({ rows = 4, lead, lines, className, rowClassName, testId }: RowsSkeletonProps) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-busy="true" data-testid={testId} className={className}>
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} aria-hidden className={`flex gap-3 ${rowClassName}`}>
          <Bar className={`shrink-0 ${lead}`} />
          <div className="flex-1 space-y-2 py-1">
            {lines.map((size) => (
              <Bar key={size} className={size} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
