import { useState } from 'react';

export type ListingView = 'list' | 'grid';
const STORAGE_KEY = 'listingView';

/** Phones start with compact rows, larger screens with the card grid. */
function initialView(): ListingView {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored === 'list' || stored === 'grid') return stored;
  } catch {
    // Storage can be blocked (private mode): fall back to the screen's size.
  }
  return window.matchMedia('(max-width: 639px)').matches ? 'list' : 'grid';
}

/** How the reader likes to see listings, remembered on this device. */
export function useListingView(): [ListingView, (view: ListingView) => void] {
  const [view, setView] = useState<ListingView>(initialView);
  const choose = (next: ListingView) => {
    setView(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Not remembered; the choice still applies to this page.
    }
  };
  return [view, choose];
}
