import { useTranslation } from 'react-i18next';
import { Link, matchesPath, NavLink, useLocation } from '../lib/navigation/navigation.tsx';
import { paths } from '../config/paths.ts';
import { cn } from '../lib/class-names.ts';

/** The navbar's links of spec §2 (shared chrome), in the spec's order. */
export const specLinks = [
  { to: paths.home, key: 'nav.home', end: true },
  { to: paths.blog, key: 'nav.blog', end: false },
  { to: paths.contactUs, key: 'nav.contactUs', end: false },
  { to: paths.aboutUs, key: 'nav.aboutUs', end: false },
  { to: paths.downloadApp, key: 'nav.downloadApp', end: false },
] as const;

/**
 * The four listing sections (issue 39, item 13): before, group building and interior were reached
 * only from a home-page card far down the page. A section is current on its listing and on the
 * pages of its posts, offers or firms.
 */
const sections = [
  { to: paths.buySell, key: 'nav.sell', within: [paths.buySellDetails] },
  { to: paths.rent, key: 'nav.rent', within: [paths.rentDetails] },
  { to: paths.groupBuilding, key: 'nav.group', within: [paths.groupDetails] },
  { to: paths.interior, key: 'nav.interior', within: [paths.interiorDetails, paths.interiorGallery] },
] as const;

/** `aria-current` of a section's link: "page" on its listing, "true" on a page inside the section. */
function sectionCurrent(section: (typeof sections)[number], pathname: string): 'page' | 'true' | undefined {
  if (matchesPath(section.to, pathname)) return 'page';
  return section.within.some((pattern) => matchesPath(pattern, pathname)) ? 'true' : undefined;
}

export const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-[15px] font-semibold transition-colors',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-gray-700 hover:bg-gray-100 hover:text-brand-800',
  );

/** The four sections as list items; `itemClass` suits the row (desktop) or the menu (phones). */
export function SectionLinks({ itemClass }: { itemClass: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return sections.map((section) => {
    const current = sectionCurrent(section, pathname);
    return (
      <li key={section.to}>
        <Link to={section.to} aria-current={current} className={cn(linkClass({ isActive: !!current }), itemClass)}>
          {t(section.key)}
        </Link>
      </li>
    );
  });
}

/** The spec's links as list items. */
export function SpecLinks({ itemClass = '' }: { itemClass?: string }) {
  const { t } = useTranslation();
  return specLinks.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} end={link.end} className={(state) => cn(linkClass(state), itemClass)}>
        {t(link.key)}
      </NavLink>
    </li>
  ));
}

/** A visitor's way to sign in: beside the menu button on wider screens, inside the menu on phones. */
export function SignInLink({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.signIn}
      className={cn('rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800', className)}
    >
      {t('nav.signIn')}
    </Link>
  );
}

/**
 * A visitor's way to open an account, beside "sign in". Left out on the sign-in and registration
 * pages: the first offers it itself, keeping the way back to the page the visitor came from, and
 * the second is where it leads.
 */
export function RegisterLink({ className }: { className: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (matchesPath(paths.signIn, pathname) || matchesPath(paths.register, pathname)) return null;
  return (
    <Link
      to={paths.register}
      className={cn(
        'rounded-md border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50',
        className,
      )}
    >
      {t('nav.register')}
    </Link>
  );
}
