import { GROUP_OFFER_STATUSES, type GroupOfferStatus } from '@ghorbari/contracts';
import { Building, ExternalLink, PencilLine, PhoneCall } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddressText } from '../../components/address-text.tsx';
import { href } from '../../config/paths.ts';
import { cn } from '../../lib/class-names.ts';
import { formatNumber, formatTaka } from '../../lib/format.ts';
import { formatDateTime } from '../../lib/format-time.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { Badge, buttonClass, type BadgeTone } from './admin-ui.tsx';
import type { StaffGroupOffer } from './api/group-offers.ts';
import { GroupOfferStatusDialog, statusAction } from './group-offer-status-dialog.tsx';

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

/** One offer in the staff list: what it is, how many shares are left, its leads, and what staff can do with it. */
export function GroupOfferRow({ offer }: { offer: StaffGroupOffer }) {
  const { t } = useTranslation(['admin', 'enums']);
  const language = useLanguage();
  const [target, setTarget] = useState<GroupOfferStatus | null>(null);
  const n = (value: number) => formatNumber(value, language);
  const titleId = `offer-${offer.PostID}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="staff-group-offer"
      className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200 sm:p-4"
    >
      <div className="flex gap-3 sm:gap-4">
        <div className="h-20 w-24 shrink-0 overflow-hidden rounded-lg bg-gray-100 ring-1 ring-gray-200 sm:h-28 sm:w-40">
          {offer.imageUrl ? (
            <img src={offer.imageUrl} alt="" loading="lazy" className="h-full w-full object-cover" />
          ) : (
            <Building aria-hidden size={28} className="m-auto h-full text-gray-500" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <h2
            id={titleId}
            className="break-words text-[17px] font-semibold leading-snug text-gray-900 sm:text-lg"
            lang={textLanguage(offer.title, language)}
          >
            {offer.title}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-700">
            <Badge tone={OFFER_STATUS_TONE[offer.status]}>{t(`enums:groupOfferStatus.${offer.status}`)}</Badge>
            <span className="font-semibold text-gray-900">{offer.PostID}</span>
            <span>{t('groupOffers.updated', { date: formatDateTime(offer.lastUpdated, language) })}</span>
          </p>
          <dl className="mt-2 grid gap-x-6 gap-y-1 text-[15px] text-gray-800 lg:grid-cols-2">
            <div className="flex flex-wrap gap-x-1">
              <dt className="text-gray-600">{t('groupOffers.developer')}:</dt>
              <dd className="font-semibold" lang={textLanguage(offer.developBy, language)}>
                {offer.developBy}
              </dd>
            </div>
            <div className="flex flex-wrap gap-x-1">
              <dt className="text-gray-600">{t('groupOffers.place')}:</dt>
              <dd>
                <AddressText
                  address={{
                    division: offer.location.division,
                    district: offer.location.district,
                    subDistrict: offer.location.subDistrict,
                    more: null,
                  }}
                />
              </dd>
            </div>
            <div className="flex flex-wrap gap-x-1">
              <dt className="text-gray-600">{t('groupOffers.sharesLabel')}:</dt>
              <dd className="font-semibold">
                {t('groupOffers.shares', { left: n(offer.sharesLeft), total: n(offer.sharesTotal) })}
              </dd>
            </div>
            <div className="flex flex-wrap gap-x-1">
              <dt className="text-gray-600">{t('groupOffers.price')}:</dt>
              <dd>
                <PriceText offer={offer} />
              </dd>
            </div>
          </dl>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-gray-100 pt-3">
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
        <Link
          to={href.adminGroupOfferEdit(offer.PostID)}
          className={buttonClass.secondary}
          aria-label={t('groupOffers.actions.editOffer', { id: offer.PostID })}
        >
          <PencilLine aria-hidden size={18} />
          {t('groupOffers.actions.edit')}
        </Link>
        {offer.status !== 'closed' ? (
          <Link
            to={href.groupDetails(offer.PostID)}
            className={buttonClass.secondary}
            aria-label={t('groupOffers.actions.viewOffer', { id: offer.PostID })}
          >
            <ExternalLink aria-hidden size={18} />
            {t('groupOffers.actions.view')}
          </Link>
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
      </div>
      <GroupOfferStatusDialog offer={offer} target={target} onClose={() => setTarget(null)} />
    </article>
  );
}
