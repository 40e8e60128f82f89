import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/class-names.ts';
import { formatNumber } from '../lib/format.ts';
import { useLanguage } from '../lib/use-language.ts';

interface StepIndicatorProps {
  label: string;
  steps: string[];
  current: number;
  /**
   * Makes the steps for which `canSelect` holds buttons that go there (the posting form: any step
   * while editing, the steps already passed while creating). Without it the steps are only shown.
   */
  onSelect?: (index: number) => void;
  canSelect?: (index: number) => boolean;
}

/** Where the reader is in a multi-step form: numbered steps, the current one marked for screen readers. */
export function StepIndicator({ label, steps, current, onSelect, canSelect = () => true }: StepIndicatorProps) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  return (
    <ol aria-label={label} className="mb-6 flex items-start gap-2" data-testid="step-indicator">
      {steps.map((step, index) => {
        const done = index < current;
        const active = index === current;
        const content: ReactNode = (
          <>
            <span
              className={cn(
                'inline-flex h-8 w-8 items-center justify-center rounded-full text-sm font-semibold',
                active ? 'bg-brand-700 text-white' : done ? 'bg-brand-100 text-brand-800' : 'bg-gray-100 text-gray-600',
              )}
            >
              {done ? <Check aria-hidden size={16} /> : formatNumber(index + 1, language)}
            </span>
            <span className={`text-[13px] leading-tight ${active ? 'font-semibold text-gray-900' : 'text-gray-600'}`}>
              {step}
              {done ? <span className="sr-only"> ({t('steps.done')})</span> : null}
            </span>
          </>
        );
        return (
          <li
            key={step}
            aria-current={active ? 'step' : undefined}
            className="flex flex-1 flex-col items-center gap-1 text-center"
          >
            {onSelect && !active && canSelect(index) ? (
              <button
                type="button"
                onClick={() => onSelect(index)}
                className={cn(
                  'flex min-h-11 w-full flex-col items-center gap-1 rounded-md py-0.5',
                  'hover:bg-brand-50 [&>span:last-child]:text-brand-800 [&>span:last-child]:underline',
                )}
              >
                {content}
              </button>
            ) : (
              content
            )}
          </li>
        );
      })}
    </ol>
  );
}
