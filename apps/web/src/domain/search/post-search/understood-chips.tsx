import type { Language, UnderstoodPiece } from '@ghorbari/contracts';
import { X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/navigation/navigation.tsx';
import { cn } from '../../../lib/class-names.ts';
import { withoutTokens, wordsOf } from './post-search-query.ts';
import { pieceText } from './piece-labels.ts';

interface UnderstoodChipsProps {
  /** What the API read out of the words (GET /api/posts `understood`). */
  pieces: readonly UnderstoodPiece[];
  /** The words as searched: each piece names the indexes of the words it came from. */
  q: string;
  language: Language;
  /** The same search with other words. */
  hrefFor: (q: string) => string;
}

/**
 * What was understood from the reader's words (issue 29, item 3), "৩ বেড", "≤ ৩০,০০০ টাকা",
 * "মিরপুর ১০": each a chip that links to the same search without the words it came from, so
 * a reader sees what the words did and can undo it, even before the page's JavaScript. Words
 * the API left out (a number too large for any filter, issue 39) are no chip: a line says so.
 */
export function UnderstoodChips({ pieces, q, language, hrefFor }: UnderstoodChipsProps) {
  const { t } = useTranslation(['listings', 'enums', 'common']);
  const id = useId();
  const shown = pieces.flatMap((piece) => {
    const label = piece.kind === 'ignored' ? '' : pieceText(t, piece, language);
    return piece.tokens.length > 0 && label ? [{ piece, label }] : [];
  });
  const words = wordsOf(q);
  const ignored = pieces.flatMap((piece) => {
    const left = piece.kind === 'ignored' ? piece.tokens.flatMap((token) => words[token] ?? []) : [];
    return left.length > 0 ? [left.join(' ')] : [];
  });
  if (!q || (shown.length === 0 && ignored.length === 0)) return null;
  return (
    <div className="flex w-full flex-wrap items-center gap-2" data-testid="understood">
      {shown.length > 0 ? (
        <>
          <p id={`${id}-label`} className="text-sm font-semibold text-gray-700">
            {t('understood.label')}
          </p>
          <UnderstoodList q={q} shown={shown} labelId={`${id}-label`} hrefFor={hrefFor} />
        </>
      ) : null}
      {ignored.map((left) => (
        <p key={left} className="w-full text-sm text-gray-700">
          {t('understood.ignored', { words: left })}
        </p>
      ))}
    </div>
  );
}

interface UnderstoodListProps {
  q: string;
  shown: { piece: UnderstoodPiece; label: string }[];
  labelId: string;
  hrefFor: (q: string) => string;
}

/** The chips: each links to the same search without the words it came from. */
function UnderstoodList({ q, shown, labelId, hrefFor }: UnderstoodListProps) {
  const { t } = useTranslation('listings');
  return (
    <ul aria-labelledby={labelId} className="flex flex-wrap gap-2">
      {shown.map(({ piece, label }) => (
        // Uttara's two thanas are two chips of the same word.
        <li key={`${piece.kind}-${piece.tokens.join('-')}-${piece.neighbourhood ?? piece.subDistrict ?? ''}`}>
          <Link
            to={hrefFor(withoutTokens(q, piece.tokens))}
            aria-label={t('chips.remove', { what: label })}
            className={cn(
              'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-dashed border-brand-700',
              'bg-white py-1 pl-3.5 pr-2.5 text-[15px] font-semibold text-gray-900 hover:bg-brand-50',
            )}
          >
            {label}
            <X aria-hidden size={16} className="shrink-0 text-brand-800" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
