import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** At most five page numbers, the current one centred where it can be (spec §9). */
export function pageWindow(page: number, totalPages: number, size = 5): number[] {
  const count = Math.min(size, totalPages);
  const first = Math.min(Math.max(1, page - Math.floor(size / 2)), Math.max(1, totalPages - count + 1));
  return Array.from({ length: count }, (_, index) => first + index);
}

export interface PageLinksProps {
  page: number;
  totalPages: number;
  /** The link to a page (keeps the list's filters in the URL). */
  hrefFor: (page: number) => string;
  /** Translated texts; `number` writes a page number in the reader's digits. */
  labels: { nav: string; previous: string; next: string; page: (n: string) => string };
  number: (value: number) => string;
  /** A line above the links, e.g. "page 2 of 9". */
  summary?: ReactNode;
  className?: string;
}

const box = 'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-md border px-3 font-semibold';
const link = `${box} border-gray-300 bg-white text-gray-800 hover:border-brand-700 hover:text-brand-800`;
const idle = `${box} border-gray-200 bg-gray-100 text-gray-500`;

function Step({
  to,
  rel,
  label,
  children,
}: {
  to: string | null;
  rel: 'prev' | 'next';
  label: string;
  children: ReactNode;
}) {
  const text = (
    <>
      <span className="hidden sm:inline">{label}</span>
      <span className="sr-only sm:hidden">{label}</span>
    </>
  );
  const icon = children;
  const content = rel === 'prev' ? [icon, text] : [text, icon];
  return to ? (
    <Link to={to} className={link} rel={rel}>
      {content[0]}
      {content[1]}
    </Link>
  ) : (
    <span className={idle} aria-disabled="true">
      {content[0]}
      {content[1]}
    </span>
  );
}

/** Page links: previous, a window of five numbers, next; the current page is marked for readers. */
export function PageLinks({ page, totalPages, hrefFor, labels, number, summary, className = 'mt-8' }: PageLinksProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={labels.nav} className={className}>
      {summary ? <p className="mb-2 text-center text-sm text-gray-700">{summary}</p> : null}
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <Step to={page > 1 ? hrefFor(page - 1) : null} rel="prev" label={labels.previous}>
            <ChevronLeft aria-hidden size={18} />
          </Step>
        </li>
        {pageWindow(page, totalPages).map((value) => (
          <li key={value}>
            <Link
              to={hrefFor(value)}
              aria-current={value === page ? 'page' : undefined}
              aria-label={labels.page(number(value))}
              className={value === page ? `${box} border-brand-700 bg-brand-700 text-white` : link}
            >
              {number(value)}
            </Link>
          </li>
        ))}
        <li>
          <Step to={page < totalPages ? hrefFor(page + 1) : null} rel="next" label={labels.next}>
            <ChevronRight aria-hidden size={18} />
          </Step>
        </li>
      </ul>
    </nav>
  );
}
