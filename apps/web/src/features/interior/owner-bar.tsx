import type { FirmDetail, Language } from '@ghorbari/contracts';
import { Clock, Info, Settings, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/navigation/navigation.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { useReadersFirm, type FirmIslandProps } from './firm-reader.ts';
import { paths } from '../../config/paths.ts';
import { outlineButton } from '../../lib/button-styles.ts';
import { cn } from '../../lib/class-names.ts';
import { formatDigits } from '../../lib/format.ts';

/** What the owner sees above their own page: where it stands, changes waiting, and their firms. */
export function OwnerBar({ firm, language }: { firm: FirmDetail; language: Language }) {
  const { t } = useTranslation(['interior', 'enums']);
  if (!firm.isOwner) return null;
  const rejected = firm.status === 'rejected';
  const pending = firm.status === 'pending';
  const Icon = rejected ? TriangleAlert : pending ? Clock : Info;
  const reason = firm.rejection
    ? [t(`enums:rejectionReason.${firm.rejection.reason}`), firm.rejection.note].filter(Boolean).join(' — ')
    : '';
  return (
    <section
      aria-labelledby="firm-owner-title"
      data-testid="owner-bar"
      className={cn(
        'mt-3 rounded-xl p-4 ring-1',
        rejected ? 'bg-red-50 ring-red-200' : pending ? 'bg-amber-50 ring-amber-200' : 'bg-brand-50 ring-brand-100',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-2">
          <Icon aria-hidden size={20} className="mt-0.5 shrink-0 text-gray-800" />
          <div className="min-w-0">
            <h2 id="firm-owner-title" className="font-semibold text-gray-900">
              {t('owner.title')}
            </h2>
            <p className="text-[15px] text-gray-800">
              {rejected ? t('owner.rejected', { reason }) : pending ? t('owner.pending') : t('owner.approved')}
            </p>
            {firm.pendingChanges?.name ? (
              <p className="text-[15px] text-gray-800">{t('owner.pendingName', { name: firm.pendingChanges.name })}</p>
            ) : null}
            {firm.pendingChanges?.phone ? (
              <p className="text-[15px] text-gray-800">
                {t('owner.pendingPhone', { phone: formatDigits(firm.pendingChanges.phone, language) })}
              </p>
            ) : null}
          </div>
        </div>
        <Link to={paths.userFirms} className={outlineButton}>
          <Settings aria-hidden size={18} />
          {t('owner.manage')}
        </Link>
      </div>
    </section>
  );
}

/** The owner's bar as an island: only the owner's copy of the firm has it. */
export function OwnerBarIsland({ firmId }: FirmIslandProps) {
  const language = useLanguage();
  const data = useReadersFirm(firmId);
  return data ? <OwnerBar firm={data.firm} language={language} /> : null;
}
