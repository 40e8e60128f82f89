import { cn } from './class-names.ts';

/*
 * The site's recurring button looks, for links and buttons alike. A place that needs a variant
 * (full width, a disabled state) adds its classes with `cn(…)`, so the shared part stays one list.
 */

/** The main action with an icon (Apply, Search properties): at least 44px tall, centred at any width. */
export const primaryButton = cn(
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-700 px-5',
  'font-semibold text-white hover:bg-brand-800',
);

/** A second action with an icon beside the main one (Edit profile, Manage firm). */
export const outlineButton = cn(
  'inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-700 bg-white px-4',
  'font-semibold text-brand-800 hover:bg-brand-50',
);

/** A notice page's main way on (retry, back to the list): text only, sized by its padding. */
export const noticePrimary = 'rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800';

/** A notice page's other way on (home), beside `noticePrimary`. */
export const noticeSecondary = cn(
  'rounded-md border border-brand-700 bg-white px-5 py-2.5 font-semibold',
  'text-brand-800 hover:bg-brand-50',
);

/** A main action of words only (Home, My properties): at least 44px tall. */
export const primaryTextButton = cn(
  'inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5',
  'font-semibold text-white hover:bg-brand-800',
);

/** Another way on of words only, beside `primaryTextButton`. */
export const outlineTextButton = cn(
  'inline-flex min-h-11 items-center rounded-md border border-brand-700 bg-white px-5',
  'font-semibold text-brand-800 hover:bg-brand-50',
);
