import type { Language, NearFit, Widened } from '@ghorbari/contracts';
import type { TFunction } from 'i18next';
import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/class-names.ts';
import { formatNumber } from '../../../lib/format.ts';

/**
 * A near fit's few words of why it is listed (issue 63, ADR 075): "কাছেই: মিরপুর ১০ (১.২ কিমি)",
 * "৩ বেডরুম", "বাজেটের ৫% বেশি", the type it is, "মেসের সিট নয়", the words it does not say.
 */
export function fitNotes(t: TFunction, fit: NearFit, language: Language): string[] {
  const n = (value: number) => formatNumber(value, language, { maximumFractionDigits: 1 });
  const notes: string[] = [];
  if (fit.place)
    notes.push(
      fit.place.km !== null && fit.place.km >= 0.5
        ? t('listings:near.placeKm', { place: fit.place[language], km: n(fit.place.km) })
        : t('listings:near.place', { place: fit.place[language] }),
    );
  if (fit.propertyType) notes.push(t(`enums:propertyType.${fit.propertyType}`));
  if (fit.bedrooms !== null) notes.push(t('listings:near.bedroomsIs', { count: fit.bedrooms, n: n(fit.bedrooms) }));
  if (fit.overBudget !== null) notes.push(t('listings:near.overBudget', { n: n(fit.overBudget) }));
  if (fit.underPrice !== null) notes.push(t('listings:near.underPrice', { n: n(fit.underPrice) }));
  if (fit.size !== null) notes.push(t('listings:near.sizeIs', { n: n(fit.size) }));
  if (fit.tenantUnsaid) {
    // "Does not say “family”": a word inside a sentence, in English without its capital.
    const tenant = t(`enums:tenant.${fit.tenantUnsaid}`);
    notes.push(t('listings:near.tenantUnsaid', { tenant: language === 'en' ? tenant.toLowerCase() : tenant }));
  }
  if (fit.spaceMissed) notes.push(t(`listings:near.spaceMissed.${fit.spaceMissed}`));
  if (fit.missingWords.length > 0) notes.push(t('listings:near.missingWords', { words: fit.missingWords.join(', ') }));
  return notes;
}

/** The line on a near fit's card saying why it is there. */
export function FitNote({ fit, language }: { fit: NearFit; language: Language }) {
  const { t } = useTranslation(['listings', 'enums']);
  const notes = fitNotes(t, fit, language);
  if (notes.length === 0) return null;
  return (
    <p data-testid="fit-note" className="text-[15px] font-medium text-amber-900">
      <span className="sr-only">{t('listings:near.whyLabel')} </span>
      {notes.join(' · ')}
    </p>
  );
}

/** What was widened, as the list of its parts. */
function widenedParts(t: TFunction, widened: Widened, language: Language): string[] {
  const n = (value: number) => formatNumber(value, language);
  const parts: string[] = [];
  if (widened.nearby) parts.push(t('listings:near.nearby'));
  if (widened.types) parts.push(t('listings:near.types'));
  if (widened.bedrooms) parts.push(t('listings:near.bedrooms'));
  if (widened.budget !== null) parts.push(t('listings:near.budget', { n: n(widened.budget) }));
  if (widened.size !== null) parts.push(t('listings:near.size', { n: n(widened.size) }));
  if (widened.words) parts.push(t('listings:near.words'));
  return parts;
}

/**
 * The one line above the near fits: how many fit everything (or that none does), and what was
 * widened to find the rest ("আশপাশের এলাকা, কাছের আগে · এক বেডরুম কম-বেশি · বাজেটের ১০% পর্যন্ত বেশি").
 */
export function WidenedLine({ exact, widened, language }: { exact: number; widened: Widened; language: Language }) {
  const { t } = useTranslation('listings');
  const parts = widenedParts(t, widened, language);
  const list = new Intl.ListFormat(language, { type: 'conjunction' }).format(parts);
  return (
    <div
      data-testid="near-widened"
      className={cn(
        'mt-6 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2.5',
        'text-[15px] text-gray-900 ring-1 ring-amber-200',
      )}
    >
      <Compass aria-hidden size={18} className="mt-0.5 shrink-0 text-amber-800" />
      <p>
        <span className="font-semibold">
          {exact === 0 ? t('near.noneExact') : t('near.fewExact', { count: exact, n: formatNumber(exact, language) })}
        </span>{' '}
        {parts.length > 0 ? t('near.widened', { what: list }) : null}
      </p>
    </div>
  );
}
