import type { ModerationPost } from '@ghorbari/contracts';
import { ExternalLink, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDigits, formatNumber } from '../../lib/format.ts';
import { useLocationNames } from '../../lib/locations/use-location-names.ts';
import { useRentTerms } from '../../domain/posts/rent-terms.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { PhoneProofBadge } from '../../domain/accounts/phone-proof/phone-proof-badge.tsx';
import { Fact, linkClass, Section } from './admin-ui.tsx';
import { useFieldText } from './field-values.ts';
import { cn } from '../../lib/class-names.ts';

type Post = ModerationPost['post'];

/** The post's fields in the order the posting form asks for them (raw values; empty ones are left out). */
const FACT_FIELDS: [string, (post: Post) => unknown][] = [
  ['propertyType', (post) => post.propertyType],
  ['priceUnits', (post) => (post.type === 'sell' ? post.priceUnits : null)],
  ['size', (post) => post.size],
  ['landSize', (post) => post.landSize],
  ['landCategory', (post) => post.landCategory],
  ['constructionStatus', (post) => post.constructionStatus],
  ['condition', (post) => post.condition],
  ['rooms.total', (post) => post.rooms.total],
  ['bedrooms', (post) => post.rooms.bedrooms],
  ['bathrooms', (post) => post.rooms.bathrooms],
  ['balconies', (post) => post.rooms.balconies],
  ['drawingRooms', (post) => post.rooms.drawingRooms],
  ['garages', (post) => post.rooms.garages],
  ['lift', (post) => post.lift],
  ['furnishing', (post) => post.furnishing],
  ['facing', (post) => post.facing],
  ['totalUnits', (post) => post.totalUnits],
  ['totalFloors', (post) => post.totalFloors],
  ['availableFloor', (post) => post.availableFloor],
  ['parking', (post) => post.parking],
  ['negotiable', (post) => post.negotiable],
  ['listedBy', (post) => post.listedBy],
];

function Photos({ post }: { post: Post }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const total = post.images.length;
  return (
    <Section id="review-photos" title={t('review.photos', { n: formatNumber(total, language) })}>
      {total === 0 ? (
        <p className="text-[15px] text-gray-700">{t('review.noPhotos')}</p>
      ) : (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5">
          {post.images.map((image, index) => (
            <li key={image.card}>
              <a
                href={image.large}
                target="_blank"
                rel="noreferrer"
                className="group relative block aspect-[4/3] overflow-hidden rounded-md bg-gray-100"
                aria-label={t('review.openPhoto', {
                  n: formatNumber(index + 1, language),
                  total: formatNumber(total, language),
                })}
              >
                <img
                  src={image.card}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width={240}
                  height={180}
                  className="h-full w-full object-cover"
                />
                <ExternalLink
                  aria-hidden
                  size={16}
                  className={cn(
                    'absolute right-1 top-1 rounded bg-black/60 p-0.5 text-white opacity-0',
                    'group-hover:opacity-100',
                  )}
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Facts({ post }: { post: Post }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const field = useFieldText();
  const shown = (name: string, raw: unknown): string => {
    if (name === 'size') return t('review.sqft', { n: formatNumber(Number(raw), language) });
    if (name === 'landSize')
      return [formatNumber(Number(raw), language), post.landUnits ? field.value('landUnits', post.landUnits) : '']
        .join(' ')
        .trim();
    return field.value(name, raw);
  };
  const facts = FACT_FIELDS.map(([name, read]) => [name, read(post)] as const).filter(
    ([, raw]) => raw !== null && raw !== undefined && raw !== '',
  );
  return (
    <Section id="review-details" title={t('review.details')}>
      <dl>
        {facts.map(([name, raw]) => (
          <Fact key={name} label={field.label(name)}>
            {shown(name, raw)}
          </Fact>
        ))}
        <Fact label={field.label('facilities')}>{field.value('facilities', post.facilities)}</Fact>
      </dl>
    </Section>
  );
}

/**
 * A rent post's terms (advance, service charge, bills, gas, who may rent, from when), worded as
 * the public page words them: support sees every term that goes live (issue 31).
 */
function RentTerms({ post }: { post: Post }) {
  const { t } = useTranslation(['admin', 'listings']);
  const language = useLanguage();
  const terms = useRentTerms(post, language);
  if (post.type !== 'rent') return null;
  return (
    <Section id="review-rent-terms" title={t('listings:detail.rentTerms.title')}>
      {terms.length === 0 ? (
        <p className="text-[15px] text-gray-700">{t('admin:common.notGiven')}</p>
      ) : (
        <dl>
          {terms.map((term) => (
            <Fact key={term.key} label={t(`listings:detail.rentTerms.labels.${term.key}`)}>
              {term.value}
            </Fact>
          ))}
        </dl>
      )}
    </Section>
  );
}

function ContactAndPlace({ post }: { post: Post }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const names = useLocationNames(post.location, language);
  const place = [names.neighbourhood, names.subDistrict, names.district, names.division]
    .filter(Boolean)
    .filter((name, index, all) => all.indexOf(name) === index)
    .join(', ');
  // Whether the poster proved each number by an SMS code (issue 40), as the post's page says it.
  const phones = [{ phone: post.primaryPhone, verified: post.primaryPhoneVerified }];
  if (post.secondaryPhone) phones.push({ phone: post.secondaryPhone, verified: post.secondaryPhoneVerified });
  const { street, house, showHouse, postCode } = post.location;
  return (
    <Section id="review-contact" title={t('review.contactAndPlace')}>
      <ul className="space-y-1">
        {phones.map(({ phone, verified }) => (
          <li key={phone} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <a href={`tel:${phone}`} className={linkClass}>
              <Phone aria-hidden size={18} />
              {formatDigits(phone, language)}
            </a>
            <PhoneProofBadge verified={verified} unproven="shown" />
          </li>
        ))}
      </ul>
      <p className="mt-2 flex items-start gap-2 text-[15px] text-gray-900">
        <MapPin aria-hidden size={18} className="mt-0.5 shrink-0 text-brand-700" />
        <span>{place}</span>
      </p>
      <dl className="mt-1">
        {house ? (
          <Fact label={t('fields.house')}>
            <span lang={textLanguage(house, language)}>{house}</span>
            {/* Support always sees it; whether visitors do is the owner's choice (issue 41). */}
            <span className="ml-2 text-sm text-gray-600">
              ({t(showHouse ? 'review.houseShown' : 'review.houseHidden')})
            </span>
          </Fact>
        ) : null}
        {street ? (
          <Fact label={t('fields.street')}>
            <span lang={textLanguage(street, language)}>{street}</span>
          </Fact>
        ) : null}
        {postCode ? <Fact label={t('fields.postCode')}>{formatDigits(postCode, language)}</Fact> : null}
      </dl>
    </Section>
  );
}

/** The post as support reviews it: photos, the description, rent terms, every field, phones and place. */
export function PostReviewDetails({ post }: { post: Post }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <>
      <Photos post={post} />
      <Section id="review-description" title={t('fields.description')}>
        <p
          className="whitespace-pre-line break-words text-[16px] leading-relaxed text-gray-900"
          lang={textLanguage(post.description, language)}
        >
          {post.description}
        </p>
      </Section>
      <RentTerms post={post} />
      <Facts post={post} />
      <ContactAndPlace post={post} />
    </>
  );
}
