import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/class-names.ts';
import { buttonClass } from './admin-ui.tsx';

/**
 * One item of a staff list as a card (an article, a group offer): its picture, or an icon where
 * it has none; its title, which names the card; what it says about itself; then, under a rule,
 * what staff can do with it.
 */
export function StaffItemCard({
  titleId,
  testId,
  image,
  fallbackIcon: Fallback,
  thumbClass,
  title,
  titleLang,
  focusableTitle = false,
  children,
  actions,
}: {
  titleId: string;
  testId: string;
  image: string | null | undefined;
  fallbackIcon: LucideIcon;
  /** The picture's size on a phone and on a wider screen. */
  thumbClass: string;
  title: string;
  titleLang: string | undefined;
  /** The title can take the focus (where the list moves it after a change). */
  focusableTitle?: boolean;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <article
      aria-labelledby={titleId}
      data-testid={testId}
      className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200 sm:p-4"
    >
      <div className="flex gap-3 sm:gap-4">
        <div className={cn('shrink-0 overflow-hidden rounded-lg bg-gray-100 ring-1 ring-gray-200', thumbClass)}>
          {image ? (
            <img src={image} alt="" loading="lazy" className="h-full w-full object-cover" />
          ) : (
            <Fallback aria-hidden size={28} className="m-auto h-full text-gray-500" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <h2
            id={titleId}
            {...(focusableTitle ? { tabIndex: -1 } : {})}
            className={cn(
              'break-words text-[17px] font-semibold leading-snug text-gray-900 sm:text-lg',
              focusableTitle && 'outline-none',
            )}
            lang={titleLang}
          >
            {title}
          </h2>
          {children}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-gray-100 pt-3">{actions}</div>
    </article>
  );
}

/** A card's action that opens a page (edit, the public page): named for its item, for screen readers. */
export function ItemActionLink({
  to,
  icon: Icon,
  label,
  children,
}: {
  to: string;
  icon: LucideIcon;
  /** The accessible name, which says which item ("Edit article ৩"). */
  label: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={buttonClass.secondary} aria-label={label}>
      <Icon aria-hidden size={18} />
      {children}
    </Link>
  );
}
