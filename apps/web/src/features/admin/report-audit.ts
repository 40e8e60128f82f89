import { LISTING_REPORT_REASONS, type AuditAction, type ListingReportReason } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';

const isReason = (value: unknown): value is ListingReportReason =>
  typeof value === 'string' && (LISTING_REPORT_REASONS as readonly string[]).includes(value);

/** "Asked for advance money ×2, Fake or copied photos" from the API's [{reason, count}] list. */
export function useReasonCountsText() {
  const { t } = useTranslation(['admin', 'enums']);
  const language = useLanguage();
  return (reasons: readonly { reason: ListingReportReason; count: number }[]): string =>
    reasons
      .map(({ reason, count }) =>
        count > 1
          ? t('reports.reasonTimes', {
              reason: t(`enums:listingReportReason.${reason}`),
              n: formatNumber(count, language),
            })
          : t(`enums:listingReportReason.${reason}`),
      )
      .join(language === 'bn' ? ', ' : '; ');
}

/**
 * The details of a report decision (issue 18) in words: how many reports it closed and their
 * reasons. Null for any other entry or detail, which the audit log words as it always has.
 */
export function useReportAuditDetail() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const reasonsText = useReasonCountsText();
  return (action: AuditAction, key: string, raw: unknown): [string, string] | null => {
    if (!action.startsWith('report.')) return null;
    if (key === 'reports' && typeof raw === 'number') return [t('audit.details.reports'), formatNumber(raw, language)];
    if (key === 'reasons' && Array.isArray(raw)) {
      const reasons = raw.flatMap((item: unknown) =>
        typeof item === 'object' && item !== null && 'reason' in item && isReason(item.reason)
          ? [{ reason: item.reason, count: 'count' in item && typeof item.count === 'number' ? item.count : 1 }]
          : [],
      );
      return [t('audit.details.reasons'), reasonsText(reasons)];
    }
    return null;
  };
}
