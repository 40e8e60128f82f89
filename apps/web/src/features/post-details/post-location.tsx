import type { Language, PostDetail } from '@ghorbari/contracts';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card.tsx';
import { formatDigits } from '../../lib/format.ts';
import { useLocationNames } from '../../lib/locations/use-location-names.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useReadersPost, type PostIslandProps } from './post-reader.ts';

/**
 * Sub-district, district and division, then the street, house and road number and post code when
 * given. A visitor gets the house and road number only when the owner shows it; the owner (and
 * staff) get it always, marked as hidden from visitors when it is (issue 41).
 */
export function PostLocation({ location, language }: { location: PostDetail['location']; language: Language }) {
  const { t } = useTranslation('listings');
  const names = useLocationNames(location, language);
  const place = [names.neighbourhood, names.subDistrict, names.district, names.division]
    .filter(Boolean)
    .filter((name, i, all) => all.indexOf(name) === i);
  const extra: [string, string, 'bn' | 'en' | undefined][] = [];
  if (location.house) extra.push(['house', location.house, textLanguage(location.house, language)]);
  if (location.street) extra.push(['street', location.street, textLanguage(location.street, language)]);
  if (location.postCode) extra.push(['postCode', formatDigits(location.postCode, language), undefined]);
  return (
    <SectionCard id="post-location-title" title={t('detail.location')}>
      <p className="mt-3 flex items-start gap-2 text-[16px] text-gray-800">
        <MapPin aria-hidden size={20} className="mt-0.5 shrink-0 text-brand-700" />
        <span>{place.join(', ')}</span>
      </p>
      {extra.length ? (
        <dl className="mt-2 space-y-1 text-[15px]">
          {extra.map(([key, value, lang]) => (
            <div key={key} className="flex gap-2">
              <dt className="text-gray-600">{t(`detail.${key}`)}:</dt>
              <dd className="text-gray-900">
                <span lang={lang}>{value}</span>
                {key === 'house' && !location.showHouse ? (
                  <span className="ml-2 text-sm text-gray-600">({t('detail.houseHidden')})</span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </SectionCard>
  );
}

/** The location as the reader may see it: an island, as its owner sees the house number they keep private. */
export function PostLocationIsland({ postId }: PostIslandProps) {
  const language = useLanguage();
  const { data } = useReadersPost(postId);
  return data ? <PostLocation location={data.post.location} language={language} /> : null;
}
