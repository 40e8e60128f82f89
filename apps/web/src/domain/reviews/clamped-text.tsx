import { LIMITS } from '@ghorbari/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';

/**
 * Where to cut `text` at about `cut` characters without splitting a letter: a Bengali vowel sign,
 * a mark or a joiner stays with the letter before it.
 */
export function cutPoint(text: string, cut: number): number {
  let end = Math.min(cut, text.length);
  while (end < text.length && (/[\p{M}\u200c\u200d]/u.test(text[end]!) || text[end - 1] === '\u09cd')) end += 1;
  return end;
}

interface ClampedTextProps {
  text: string;
  /** Characters shown before "continue reading" (spec §2: 250 for a review). */
  cut?: number;
  lang?: 'bn' | 'en' | undefined;
  className?: string;
}

/** A review's text cut at 250 characters, with continue reading and show less (spec §2). */
export function ClampedText({ text, cut = LIMITS.review.previewCut, lang, className }: ClampedTextProps) {
  const { t } = useTranslation('reviews');
  const [open, setOpen] = useState(false);
  const id = useId();
  const end = cutPoint(text, cut);
  const long = end < text.length;
  return (
    <div className={className}>
      <p
        id={id}
        lang={lang}
        className={cn('whitespace-pre-line break-words text-[15px] leading-relaxed text-gray-800')}
      >
        {long && !open ? `${text.slice(0, end).trimEnd()}…` : text}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="mt-1 min-h-11 font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          {open ? t('text.showLess') : t('text.continueReading')}
        </button>
      ) : null}
    </div>
  );
}
