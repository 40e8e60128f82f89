import { Link } from '../lib/navigation/navigation.tsx';
import { cn } from '../lib/class-names.ts';

export interface Chip {
  /** '' for "all". */
  value: string;
  label: string;
  to: string;
}

/**
 * One choice of a row of chips: filled when chosen. `dark` sits on a dark page (the full-screen gallery).
 */
export const choiceChipClass = (active: boolean, tone: 'light' | 'dark' = 'light') =>
  cn(
    'inline-flex min-h-11 items-center rounded-full border px-4 text-[15px] font-semibold',
    active
      ? 'border-brand-700 bg-brand-700 text-white'
      : tone === 'dark'
        ? 'border-white/40 bg-transparent text-white hover:border-white'
        : 'border-gray-300 bg-white text-gray-800 hover:border-brand-700 hover:text-brand-800',
  );

/**
 * A row of choices as links (a swipe on phones, wrapping on wider screens), always in view: the
 * first thing a reader picks on a list page (a division, a category, a topic). Links, so each
 * choice is an address a search engine and a share can use; the current one says so.
 */
export function ChipNav({
  label,
  chips,
  current,
  testId,
}: {
  label: string;
  chips: Chip[];
  current: string;
  testId?: string;
}) {
  return (
    <nav aria-label={label} className="-mx-4 mt-4 px-4" data-testid={testId}>
      <ul className="flex gap-2 overflow-x-auto pb-2 sm:flex-wrap sm:overflow-visible">
        {chips.map((chip) => {
          const active = current === chip.value;
          return (
            <li key={chip.value || 'all'} className="shrink-0">
              <Link to={chip.to} aria-current={active ? 'page' : undefined} className={choiceChipClass(active)}>
                {chip.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
