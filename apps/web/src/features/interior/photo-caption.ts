import type { FirmPhoto, Language } from '@ghorbari/contracts';
import { contentFor, type ContentShown } from '../../lib/content-twin.ts';

/** A gallery photo's caption in the reader's language: the firm's English twin for English readers (ADR 039). */
export const captionFor = (photo: Pick<FirmPhoto, 'caption' | 'captionEn'>, language: Language): ContentShown =>
  contentFor(photo.caption, photo.captionEn, language);
