import type { Language } from '@ghorbari/contracts';
import { AlertCircle } from 'lucide-react';
import { cn } from '../lib/class-names.ts';
import { formatNumber } from '../lib/format.ts';

/** A long free-text box (a review, a comment): grows downwards, red edge when invalid. */
export const textAreaClass = cn(
  'mt-1 block w-full resize-y rounded-md border border-gray-300 bg-white px-3 py-2',
  'text-[16px] leading-relaxed text-gray-900 placeholder:text-gray-500',
  'aria-[invalid=true]:border-red-600',
);

/**
 * Under a counted text box: its problem at the left (when there is one) and the `n/max` counter
 * at the right, red once over the limit. Their ids are `${id}-problem` and `${id}-count`, for the
 * box's aria-describedby.
 */
export function ProblemAndCount({
  id,
  problem,
  alert = false,
  problemTestId,
  counterTestId,
  countText,
  length,
  max,
  language,
}: {
  id: string;
  problem: string | null;
  /** Announce the problem as it appears (a refusal that comes after sending). */
  alert?: boolean;
  problemTestId?: string;
  counterTestId: string;
  /** The counter's words, given the formatted length and maximum. */
  countText: (values: { n: string; max: string }) => string;
  length: number;
  max: number;
  language: Language;
}) {
  return (
    <div className="mt-1 flex items-start justify-between gap-3">
      {problem ? (
        <p
          id={`${id}-problem`}
          role={alert ? 'alert' : undefined}
          className="flex items-start gap-1 text-sm font-semibold text-red-700"
          data-testid={problemTestId}
        >
          <AlertCircle aria-hidden size={16} className="mt-0.5 shrink-0" />
          <span>{problem}</span>
        </p>
      ) : (
        <span />
      )}
      <p
        id={`${id}-count`}
        data-testid={counterTestId}
        className={cn('shrink-0 text-sm tabular-nums', length > max ? 'font-semibold text-red-700' : 'text-gray-600')}
      >
        {countText({ n: formatNumber(length, language), max: formatNumber(max, language) })}
      </p>
    </div>
  );
}
