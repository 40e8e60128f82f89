import type { DocumentStatus } from '@ghorbari/contracts';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';

const TONES: Record<DocumentStatus, { Icon: typeof Clock; className: string }> = {
  waiting: { Icon: Clock, className: 'bg-amber-50 text-amber-900 ring-amber-300' },
  checked: { Icon: CircleCheck, className: 'bg-brand-50 text-brand-900 ring-brand-100' },
  'not-matching': { Icon: CircleX, className: 'bg-red-50 text-red-800 ring-red-200' },
};

/** Support's finding on a land document (issue 18), in words (the colour and icon only help). */
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation('enums');
  const { Icon, className } = TONES[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5',
        'text-sm font-semibold ring-1 ring-inset',
        className,
      )}
    >
      <Icon aria-hidden size={14} />
      {t(`documentStatus.${status}`)}
    </span>
  );
}

/** A file's size as people read it: "2.4 MB", "৮৫০ কিলোবাইট". */
export function useFileSizeText() {
  const { t } = useTranslation('documents');
  const language = useLanguage();
  return (bytes: number) =>
    bytes >= 1024 * 1024
      ? t('size.mb', { n: formatNumber(bytes / (1024 * 1024), language, { maximumFractionDigits: 1 }) })
      : t('size.kb', { n: formatNumber(Math.max(1, Math.round(bytes / 1024)), language) });
}
