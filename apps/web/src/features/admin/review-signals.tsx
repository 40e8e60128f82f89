import type { ModerationReview } from '@ghorbari/contracts';
import { AlertTriangle, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';

/**
 * What may point at a bought or faked review (ADR 016), in plain words with its count: "2 other
 * reviews of this firm from the same address", "Code used 3 minutes after it was given". Staff
 * weigh them; they decide nothing by themselves.
 */
export function ReviewSignals({ signals }: { signals: ModerationReview['signals'] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  if (signals.length === 0)
    return (
      <p className="flex items-center gap-1.5 text-sm text-gray-700">
        <ShieldCheck aria-hidden size={16} className="text-brand-700" />
        {t('reviews.signals.none')}
      </p>
    );
  return (
    <ul aria-label={t('reviews.signals.label')} className="flex flex-wrap gap-2">
      {signals.map((signal) => (
        <li
          key={signal.kind}
          data-testid="review-signal"
          className={cn(
            'inline-flex items-start gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold',
            'text-amber-900 ring-1 ring-inset ring-amber-300',
          )}
        >
          <AlertTriangle aria-hidden size={16} className="mt-0.5 shrink-0" />
          {t(`reviews.signals.${signal.kind}`, { count: signal.count, n: formatNumber(signal.count, language) })}
        </li>
      ))}
    </ul>
  );
}
