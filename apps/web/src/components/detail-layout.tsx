import type { ReactNode } from 'react';

/**
 * The frame of a detail page (a post, a firm, a group offer): the page's column, and one contact
 * panel that stands under the heading on phones and in a sticky column beside everything on desktops.
 */

/** The page's column, as wide as the site's header. */
export function DetailPage({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">{children}</div>;
}

/** Two columns on desktops (the page's parts at the left, the contact panel at the right); one on phones. */
export function DetailGrid({ children }: { children: ReactNode }) {
  return (
    <div className="mt-4 grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-x-6 lg:gap-y-5">{children}</div>
  );
}

/**
 * The contact panel's place: the right column, from the top, beside as many of the left column's
 * rows as the page has above its long parts (so the panel does not push them down on desktops).
 */
export function DetailAside({ rows, children }: { rows: 5 | 6; children: ReactNode }) {
  return (
    <div
      className={
        rows === 6 ? 'lg:col-start-2 lg:row-span-6 lg:row-start-1' : 'lg:col-start-2 lg:row-span-5 lg:row-start-1'
      }
    >
      {/* Below the navbar, whose sections row makes it 110px tall on desktops (issue 39). */}
      <div className="lg:sticky lg:top-[7.5rem]">{children}</div>
    </div>
  );
}
