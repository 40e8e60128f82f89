import { LIMITS, type QueueItem } from '@ghorbari/contracts';
import {
  CheckCircle2,
  Circle,
  ImageOff,
  Images,
  Lock,
  PencilLine,
  PhoneOff,
  UserCheck,
  Users,
  Wallet,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../config/paths.ts';
import { accountContact } from '../../domain/accounts/account-contact.ts';
import { ListingId } from '../../components/listing-id.tsx';
import { formatNumber } from '../../lib/format.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { Badge } from './admin-ui.tsx';
import type { QueueFilters } from './queue-filters.tsx';
import { usePlaceName, usePriceText } from './use-post-text.ts';
import { WaitMeter } from './wait-meter.tsx';
import { useStaff } from './staff-context.ts';
import { cn } from '../../lib/class-names.ts';

/** Where the review page returns to after a decision: the same filtered queue. */
export interface ReviewState {
  queue: QueueFilters;
}

function Step({ done, label }: { done: boolean; label: string }) {
  const { t } = useTranslation('admin');
  return (
    <span className={`inline-flex items-center gap-1 ${done ? 'text-brand-800' : 'text-gray-700'}`}>
      {done ? <CheckCircle2 aria-hidden size={16} /> : <Circle aria-hidden size={16} />}
      {label}
      <span className="sr-only">: {done ? t('payment.done') : t('payment.notYet')}</span>
    </span>
  );
}

/**
 * One waiting post. The title is the link (its name is the title); it stretches over the whole
 * card, so a thumb can tap anywhere on it.
 */
export function QueueItemCard({ item, filters }: { item: QueueItem; filters: QueueFilters }) {
  const { t } = useTranslation(['admin', 'enums']);
  const language = useLanguage();
  const price = usePriceText();
  const place = usePlaceName(item.location, language);
  const state: ReviewState = { queue: filters };
  const { user } = useStaff();
  return (
    <article
      className={cn(
        'relative flex gap-3 rounded-xl bg-white p-3 shadow-sm ring-1',
        'transition-shadow hover:shadow-md sm:gap-4 sm:p-4',
        item.wait.overdue ? 'border-l-4 border-red-700 ring-red-200' : 'ring-gray-200',
      )}
    >
      <div className="h-20 w-24 shrink-0 overflow-hidden rounded-md bg-gray-100 sm:h-24 sm:w-32">
        {item.firstImageUrl ? (
          <img src={item.firstImageUrl} alt="" loading="lazy" decoding="async" className="h-full w-full object-cover" />
        ) : (
          <ImageOff aria-hidden className="m-auto h-full text-gray-500" size={24} />
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <h2 className="text-[16px] font-semibold leading-snug text-gray-900 sm:text-lg">
          <Link
            to={href.adminPost(item.PostID)}
            state={state}
            lang={textLanguage(item.postTitle, language)}
            className={cn(
              'line-clamp-2 after:absolute after:inset-0 after:rounded-xl',
              'hover:text-brand-800 focus-visible:outline-none',
              'focus-visible:after:outline-3 focus-visible:after:outline-amber-500',
            )}
          >
            {item.postTitle}
          </Link>
        </h2>
        <p className="text-[15px] text-gray-800">
          <span className="font-semibold text-brand-800">{price(item, language)}</span>
          {' · '}
          {t(`enums:listingPurpose.${item.type}`)} ·{' '}
          {t(`enums:propertyType.${item.propertyType}`, { defaultValue: item.propertyType })}
        </p>
        <p className="truncate text-sm text-gray-700">
          <ListingId id={item.PostID} language={language} /> · {place}
        </p>
        <p className="truncate text-sm text-gray-700">
          {t('queue.by')} <span lang={textLanguage(item.poster.name, language)}>{item.poster.name}</span> ·{' '}
          {accountContact(item.poster, language)}
        </p>
        <div className="flex flex-wrap items-center gap-2 pt-1">
          {/* Who works the post now (ADR 052). */}
          {item.claim ? (
            item.claim.staff._id === user._id ? (
              <Badge tone="brand" icon={UserCheck}>
                {t('claim.badgeMine')}
              </Badge>
            ) : (
              <Badge tone="warning" icon={Lock}>
                {t('claim.badgeTheirs', { name: item.claim.staff.name })}
              </Badge>
            )
          ) : null}
          {item.edited ? (
            <Badge tone="info" icon={PencilLine}>
              {item.liveEdit ? t('badges.liveEdit') : t('badges.edited')}
            </Badge>
          ) : (
            <Badge>{t('badges.new')}</Badge>
          )}
          {item.paid ? (
            <>
              <Badge tone="warning" icon={Wallet}>
                {t('badges.paid')}
              </Badge>
              <span className="flex flex-wrap gap-x-3 text-sm">
                <Step done={item.payment.called} label={t('payment.call')} />
                <Step done={item.payment.confirmed} label={t('payment.payment')} />
              </span>
            </>
          ) : null}
          {item.signals.photoMatches > 0 ? (
            <Badge tone="danger" icon={Images}>
              {t('badges.photoMatches')}
            </Badge>
          ) : null}
          {item.signals.phoneOfDisabledAccount ? (
            <Badge tone="danger" icon={PhoneOff}>
              {t('badges.phoneOfDisabled')}
            </Badge>
          ) : null}
          {item.signals.phoneAccounts >= LIMITS.trust.phoneAccountsFlagged ? (
            <Badge tone="danger" icon={Users}>
              {t('badges.phoneAccounts', { n: formatNumber(item.signals.phoneAccounts, language) })}
            </Badge>
          ) : null}
        </div>
        <div className="pt-1">
          <WaitMeter wait={item.wait} compact />
        </div>
      </div>
    </article>
  );
}
