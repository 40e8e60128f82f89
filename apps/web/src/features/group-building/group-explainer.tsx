import { FileCheck2, FileSignature, HardHat, ReceiptText, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconBadge } from '../../components/icon-badge.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { paths } from '../../config/paths.ts';

const STEPS = [
  { key: 'land', Icon: FileCheck2 },
  { key: 'agreement', Icon: FileSignature },
  { key: 'developer', Icon: HardHat },
  { key: 'payments', Icon: ReceiptText },
  { key: 'before', Icon: ShieldAlert },
] as const;

/**
 * How group building works and what to check before paying, in plain words (issue 15): the
 * land papers, the registered joint agreement, the developer's record and the approved plan,
 * instalments tied to the work. Money changes hands over years here, so this sits on every offer.
 */
export function GroupExplainer() {
  const { t } = useTranslation('group');
  return (
    <SectionCard id="group-how-title" title={t('how.title')} testId="group-explainer">
      <p className="mt-1 text-[16px] text-gray-700">{t('how.intro')}</p>
      <ol className="mt-4 space-y-4">
        {STEPS.map(({ key, Icon }) => (
          <li key={key} className="flex gap-3">
            <IconBadge icon={Icon} size="sm" tone="brand" className="shrink-0" />
            <div className="min-w-0">
              <h3 className="text-[16px] font-semibold text-gray-900">{t(`how.${key}.title`)}</h3>
              <p className="mt-0.5 text-[15px] text-gray-800">{t(`how.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-4 rounded-md bg-amber-50 p-3 text-[15px] text-amber-950 ring-1 ring-amber-200">
        {t('how.noMoney')}{' '}
        <Link to={paths.staySafe} className="font-semibold underline underline-offset-2">
          {t('how.staySafe')}
        </Link>
      </p>
    </SectionCard>
  );
}
