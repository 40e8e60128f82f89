import type { FirmDetail, Language } from '@ghorbari/contracts';
import { MapPin, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ReportListingButton } from '../../domain/reports/report-listing-button.tsx';
import { SaveButton } from '../../domain/saved-posts/save-button.tsx';
import { firmBudgetRangeText } from '../../domain/interior/firm-budget.ts';
import { ListingId } from '../../components/listing-id.tsx';
import { useLocationNames } from '../../lib/locations/use-location-names.ts';
import { FirmPhone } from './firm-phone.tsx';
import { FirmShare } from './firm-share.tsx';
import { usePhoneShown } from '../../domain/posts/phone-shown.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useReadersFirm, type FirmIslandProps } from './firm-reader.ts';

export interface FirmContactProps {
  firm: FirmDetail;
  savedId: string | null;
  language: Language;
  /** The reader asked to see the number (in the panel or the call bar; both then show it). */
  phoneShown: boolean;
  onRevealPhone: () => void;
}

/** The whole address, finest part first: "House 12, Road 5, Dhanmondi, Dhaka, Dhaka Division". */
export function useFirmAddress(firm: Pick<FirmDetail, 'location'>, language: Language): string {
  const names = useLocationNames(firm.location, language);
  const parts = [firm.location.more, names.subDistrict, names.district, names.division].filter(Boolean);
  return [...new Set(parts)].join(', ');
}

/** Budget, address, the call action, save and share; on phones the call bar also saves. */
export function FirmContact({ firm, savedId, language, phoneShown, onRevealPhone }: FirmContactProps) {
  const { t } = useTranslation(['interior', 'enums']);
  const address = useFirmAddress(firm, language);
  const live = firm.status === 'approved';
  return (
    <div className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6">
      <dl className="space-y-3 text-[15px]">
        <div className="relative pl-7">
          <dt className="text-sm font-semibold text-gray-600">
            <Wallet aria-hidden size={20} className="absolute left-0 top-0.5 text-brand-700" />
            {t('detail.budget')}
          </dt>
          <dd className="text-lg font-semibold text-gray-900" data-testid="firm-budget">
            {firmBudgetRangeText(t, firm, language) ?? t(`enums:budgetTier.${firm.budgetTier}`)}
          </dd>
          {firm.budgetPerSqft ? (
            <dd className="text-sm text-gray-700">{t(`enums:budgetTier.${firm.budgetTier}`)}</dd>
          ) : null}
        </div>
        {address ? (
          <div className="relative pl-7">
            <dt className="text-sm font-semibold text-gray-600">
              <MapPin aria-hidden size={20} className="absolute left-0 top-0.5 text-brand-700" />
              {t('detail.address')}
            </dt>
            <dd className="text-gray-900">{address}</dd>
          </div>
        ) : null}
      </dl>
      <section aria-labelledby="firm-contact-title" className="border-t border-gray-100 pt-4">
        <h2 id="firm-contact-title" className="text-lg font-semibold text-gray-900">
          {t('contact.title')}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t('contact.note')}</p>
        <FirmPhone phone={firm.phone} shown={phoneShown} onReveal={onRevealPhone} language={language} />
        {live ? (
          <SaveButton type="interior" postId={firm.PostID} savedId={savedId} className="mt-3 w-full max-md:hidden" />
        ) : null}
      </section>
      {live ? (
        <div className="border-t border-gray-100 pt-4">
          <FirmShare firmId={firm.PostID} name={firm.name} />
        </div>
      ) : null}
      <div className="border-t border-gray-100 pt-4">
        <p className="text-sm text-gray-600">
          {t('detail.firmId')}: <ListingId id={firm.PostID} language={language} />
        </p>
        {/* A listed firm may be reported by anyone but its owner (issue 18). */}
        {live && !firm.isOwner ? (
          <ReportListingButton listing={{ kind: 'firm', listingId: firm.PostID, title: firm.name }} className="mt-1" />
        ) : null}
      </div>
    </div>
  );
}

/** The contact panel as an island: the number shows in it and in the call bar together. */
export function FirmContactIsland({ firmId }: FirmIslandProps) {
  const language = useLanguage();
  const data = useReadersFirm(firmId);
  const [phoneShown, revealPhone] = usePhoneShown(firmId);
  if (!data) return null;
  const { firm, savedId } = data;
  return <FirmContact {...{ firm, savedId, language, phoneShown }} onRevealPhone={revealPhone} />;
}
