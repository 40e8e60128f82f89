import type { Language, PlaceQuestion as PlaceQuestionData } from '@ghorbari/contracts';
import { MapPin } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/navigation/navigation.tsx';
import { cn } from '../../../lib/class-names.ts';
import { wordsOf, type PostFilters } from './post-search-query.ts';

interface PlaceQuestionProps {
  question: PlaceQuestionData;
  filters: PostFilters;
  language: Language;
  /** The same search with other filters. */
  hrefFor: (filters: PostFilters) => string;
}

/**
 * A place name the search would not guess (issue 42): "companiganj" is an upazila of Sylhet and
 * of Noakhali. The posts of each are listed meanwhile; each choice is a link (it works before
 * the page's JavaScript) that sets the choice's district — a district's division — as a filter,
 * within which the same words name one place, shown as a chip.
 */
export function PlaceQuestion({ question, filters, language, hrefFor }: PlaceQuestionProps) {
  const { t } = useTranslation('listings');
  const id = useId();
  const words = wordsOf(filters.q);
  const said = question.tokens.flatMap((token) => words[token] ?? []).join(' ');
  return (
    <section
      aria-labelledby={id}
      data-testid="place-question"
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 lg:mt-0"
    >
      <h2 id={id} className="flex items-center gap-2 text-[15px] font-semibold text-gray-900">
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
        {t('placeQuestion.title', { name: question.choices[0]?.[language] ?? said })}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('placeQuestion.text', { words: said })}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {question.choices.map((choice) => {
          const inDistrict = choice.level !== 'district' && choice.district !== undefined;
          const chosen: PostFilters = {
            ...filters,
            division: choice.division ?? '',
            district: inDistrict ? (choice.district ?? '') : '',
            subDistrict: '',
            neighbourhood: '',
          };
          const name = choice[language] ?? '';
          const around = language === 'bn' ? choice.inBn : choice.inEn;
          return (
            <li key={[choice.division, choice.district, choice.subDistrict, choice.neighbourhood].join('-')}>
              <Link
                to={hrefFor(chosen)}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-full border border-brand-700 bg-white px-3.5 py-1',
                  'text-[15px] font-semibold text-brand-800 hover:bg-brand-50',
                )}
              >
                {around ? t('placeQuestion.choice', { name, around }) : name}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
