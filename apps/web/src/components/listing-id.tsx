import type { Language } from '@ghorbari/contracts';
import { formatListingId, listingIdClass } from '../lib/format.ts';

/** A listing's number as a detail page shows it: never translated, monospace in English. */
export function ListingId({ id, language }: { id: string; language: Language }) {
  return (
    <span translate="no" className={listingIdClass(language)}>
      {formatListingId(id, language)}
    </span>
  );
}
