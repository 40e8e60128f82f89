import type { Language } from '@ghorbari/contracts';
import { ResultCount } from '../../../components/directory-results.tsx';
import { ResultsActions, type ResultsActionsProps } from './results-actions.tsx';

interface ResultsBarProps extends ResultsActionsProps {
  total: number;
  /** More were found than `total`: counting stopped there (ADR 055). */
  moreThanTotal: boolean;
  page: number;
  totalPages: number;
  language: Language;
}

/** How many posts were found, the order they are in, and rows or cards. */
export function ResultsBar(props: ResultsBarProps) {
  const { total, moreThanTotal, page, totalPages, language } = props;
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
      <ResultCount
        namespace="listings"
        total={total}
        atLeast={moreThanTotal}
        page={page}
        totalPages={totalPages}
        language={language}
        testId="result-count"
      />
      <ResultsActions {...props} />
    </div>
  );
}
