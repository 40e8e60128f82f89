import { GROUP_OFFER_STATUSES, type GroupOfferStatus } from '@ghorbari/contracts';
import { Building, ExternalLink, PencilLine, PhoneCall } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddressText } from '../../domain/accounts/address-text.tsx';
import { href } from '../../config/paths.ts';
import { cn } from '../../lib/class-names.ts';
import { ListingId } from '../../components/listing-id.tsx';
import { formatListingId, formatNumber, formatTaka } from '../../lib/format.ts';
import { formatDateTime } from '../../lib/format-time.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { Badge, buttonClass, type BadgeTone } from './admin-ui.tsx';
import type { StaffGroupOffer } from './api/group-offers.ts';
import { GroupOfferStatusDialog, statusAction } from './group-offer-status-dialog.tsx';
import { ItemActionLink, StaffItemCard } from './staff-item-card.tsx';

export const OFFER_STATUS_TONE: Record<GroupOfferStatus, BadgeTone> = {
  open: 'brand',
  filled: 'info',
  closed: 'neutral',
};

/** The price as given: per share, per sqft, or both. */
function PriceText({ offer }: { offer: StaffGroupOffer }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const parts = [
    offer.pricePerShare !== null
      ? t('groupOffers.perShare', { amount: formatTaka(offer.pricePerShare, language) })
      : null,
    offer.pricePerSqft !== null ? t('groupOffers.perSqft', { amount: formatTaka(offer.pricePerSqft, language) }) : null,
  ].filter(Boolean);
  return <>{parts.join(' · ')}</>;
}

/** "Label: value" on one line of the offer's facts. */
function InlineFact({
  label,
  strong = false,
  lang,
  children,
}: {
  label: string;
  strong?: boolean;
  lang?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-x-1">
      <dt className="text-gray-600">{label}:</dt>
      <dd className={strong ? 'font-semibold' : undefined} lang={lang}>
        {children}
      </dd>
    </div>
  );
}

/** One offer in the staff list: what it is, how many shares are left, its leads, and what staff can do with it. */
export function GroupOfferRow({ offer }: { offer: StaffGroupOffer }) {
  const { t } = useTranslation(['admin', 'enums']);
  const language = useLanguage();
  const [target, setTarget] = useState<GroupOfferStatus | null>(null);
  const n = (value: number) => formatNumber(value, language);
  return (
    <>
      <StaffItemCard
        titleId={`offer-${offer.PostID}-title`}
        testId="staff-group-offer"
        image={offer.imageUrl}
        fallbackIcon={Building}
        thumbClass="h-20 w-24 sm:h-28 sm:w-40"
        title={offer.title}
        titleLang={textLanguage(offer.title, language)}
        actions={
          <>
            <Link
              to={href.adminLeads({ offer: offer.PostID })}
              className={cn(
                'mr-auto inline-flex min-h-11 items-center gap-2 rounded-md px-1 text-[15px] font-semibold',
                offer.newLeads > 0 ? 'text-red-800' : 'text-brand-800',
                'underline underline-offset-2',
              )}
            >
              <PhoneCall aria-hidden size={18} />
              {t('groupOffers.leads', {
                count: offer.newLeads,
                n: n(offer.newLeads),
                total: n(offer.totalLeads),
              })}
            </Link>
            <ItemActionLink
              to={href.adminGroupOfferEdit(offer.PostID)}
              icon={PencilLine}
              label={t('groupOffers.actions.editOffer', { id: formatListingId(offer.PostID, language) })}
            >
              {t('groupOffers.actions.edit')}
            </ItemActionLink>
            {offer.status !== 'closed' ? (
              <ItemActionLink
                to={href.groupDetails(offer.PostID)}
                icon={ExternalLink}
                label={t('groupOffers.actions.viewOffer', { id: formatListingId(offer.PostID, language) })}
              >
                {t('groupOffers.actions.view')}
              </ItemActionLink>
            ) : null}
            {GROUP_OFFER_STATUSES.filter((status) => status !== offer.status).map((status) => (
              <button
                key={status}
                type="button"
                onClick={() => setTarget(status)}
                className={status === 'closed' ? buttonClass.dangerOutline : buttonClass.secondary}
              >
                {t(`groupOffers.actions.${statusAction(status)}`)}
              </button>
            ))}
          </>
        }
      >
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-700">
          <Badge tone={OFFER_STATUS_TONE[offer.status]}>{t(`enums:groupOfferStatus.${offer.status}`)}</Badge>
          <span className="font-semibold text-gray-900">
            <ListingId id={offer.PostID} language={language} />
          </span>
          <span>{t('groupOffers.updated', { date: formatDateTime(offer.lastUpdated, language) })}</span>
        </p>
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-[15px] text-gray-800 lg:grid-cols-2">
          <InlineFact label={t('groupOffers.developer')} strong lang={textLanguage(offer.developBy, language)}>
            {offer.developBy}
          </InlineFact>
          <InlineFact label={t('groupOffers.place')}>
            <AddressText
              address={{
                division: offer.location.division,
                district: offer.location.district,
                subDistrict: offer.location.subDistrict,
                more: null,
              }}
            />
          </InlineFact>
          <InlineFact label={t('groupOffers.sharesLabel')} strong>
            {t('groupOffers.shares', { left: n(offer.sharesLeft), total: n(offer.sharesTotal) })}
          </InlineFact>
          <InlineFact label={t('groupOffers.price')}>
            <PriceText offer={offer} />
          </InlineFact>
        </dl>
      </StaffItemCard>
      <GroupOfferStatusDialog offer={offer} target={target} onClose={() => setTarget(null)} />
    </>
  );
}
