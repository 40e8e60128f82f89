import type { FirmPhoto, Language } from '@ghorbari/contracts';
import { contentFor, type ContentShown } from '../../lib/content-twin.ts';
import { textLanguage } from '../../lib/text-language.ts';

/** A gallery photo's caption in the reader's language: the firm's English twin for English readers (ADR 039). */
export const captionFor = (photo: Pick<FirmPhoto, 'caption' | 'captionEn'>, language: Language): ContentShown =>
  contentFor(photo.caption, photo.captionEn, language);

/** What a firm's photo shows, for screen readers: its caption, or the firm's name when it has none, in its language. */
export const photoAlt = (caption: ContentShown, name: string, language: Language) => ({
  alt: caption.text || name,
  lang: caption.text ? caption.lang : textLanguage(name, language),
});
