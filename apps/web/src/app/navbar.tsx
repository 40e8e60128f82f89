import { SCROLL } from '@ghorbari/contracts';
import { Menu, X } from '../components/inline-icons.tsx';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from '../lib/navigation/navigation.tsx';
import { paths } from '../config/paths.ts';
import { LanguageToggle } from './language-toggle.tsx';
import { linkClass, RegisterLink, SectionLinks, SignInLink, SpecLinks } from './navbar-links.tsx';
import { Logo } from '../components/logo.tsx';
import { PostAdButton, postAdChoices } from '../domain/posts/post-ad-button.tsx';
import { useSession } from '../lib/session/session.tsx';
import { cn } from '../lib/class-names.ts';

// Only signed-in readers download the account menu (and its dropdown library).
const loadAccountMenu = () => import('../features/user/account-menu.tsx');
const AccountMenu = lazy(() => loadAccountMenu().then((module) => ({ default: module.AccountMenu })));
const MobileAccountLinks = lazy(() => loadAccountMenu().then((module) => ({ default: module.MobileAccountLinks })));
// The bell too (issue 6): visitors download neither it nor the live channel.
const NotificationBell = lazy(() =>
  import('../features/notifications/signed-in-notifications.ts').then((module) => ({
    default: module.NotificationBell,
  })),
);

/** Holds the account button's place while the stored session is being checked. */
const AvatarPlaceholder = () => <span aria-hidden className="mx-1 h-9 w-9 animate-pulse rounded-full bg-gray-200" />;
/** Keeps the bell's place while it loads, so the navbar does not shift. */
const BellPlaceholder = () => <span aria-hidden className="h-11 w-11 shrink-0" />;

/** Hidden while the reader scrolls down past 100px (spec §2); back as soon as they scroll up. */
function useNavbarHidden(): boolean {
  const [hidden, setHidden] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > SCROLL.navbarHideAfterPx && y > last.current);
      last.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return hidden;
}

export function Navbar() {
  const { t } = useTranslation();
  const { user, loading } = useSession();
  const hidden = useNavbarHidden();
  const [focusInside, setFocusInside] = useState(false);
  const menuId = useId();
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The menu remembers the page it was opened on, so following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? location.pathname : null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOn(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const shown = !hidden || open || focusInside;
  return (
    <header
      data-testid="navbar"
      data-hidden={!shown}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
      }}
      className={cn(
        'sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur',
        'transition-transform duration-300',
        shown ? 'translate-y-0' : '-translate-y-full',
      )}
    >
      {/* On a 390px phone a member's header holds logo, post button, language, bell and menu: the brand
          word gives way below `sm` (the mark stays, and the link keeps its name). A visitor's holds no
          bell, but the Bengali post button and "English" still leave no room for the word on phones
          under 460px: with it, the menu button was squeezed to 24px at the screen's edge (issue 31).
          The four sections (issue 39) have a row of their own from 1024px, and the spec's links fit
          beside the logo from 1280px; below, they are in the menu. */}
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-1 px-3 sm:gap-2 sm:px-4">
        <Link to={paths.home} className="mr-auto flex items-center gap-2 rounded-md" aria-label={t('brand')}>
          <Logo wordClassName={user ? 'max-sm:hidden' : 'max-[459px]:hidden'} />
        </Link>
        <nav aria-label={t('nav.label')} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            <SpecLinks />
          </ul>
        </nav>
        <PostAdButton variant="header" />
        <LanguageToggle />
        {user ? (
          <>
            <Suspense fallback={<BellPlaceholder />}>
              <NotificationBell />
            </Suspense>
            {/* On phones the account links are in the menu (as sign-in is), which leaves room for the bell. */}
            <div className="hidden sm:block">
              <Suspense fallback={<AvatarPlaceholder />}>
                <AccountMenu user={user} />
              </Suspense>
            </div>
          </>
        ) : loading ? (
          <AvatarPlaceholder />
        ) : (
          <>
            <SignInLink className="hidden py-2 text-[15px] sm:inline-block" />
            <RegisterLink className="hidden py-[7px] text-[15px] md:inline-block" />
          </>
        )}
        <button
          ref={toggleRef}
          type="button"
          className={cn(
            // Never squeezed by a long post button or language name: a full 44px target (issue 31).
            'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md',
            'text-gray-700 hover:bg-gray-100 xl:hidden',
          )}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpen(!open)}
        >
          {open ? <X aria-hidden size={24} /> : <Menu aria-hidden size={24} />}
        </button>
      </div>
      <nav aria-label={t('nav.sections')} className="hidden border-t border-gray-100 lg:block">
        <ul className="mx-auto flex h-11 max-w-6xl items-center gap-1 px-1">
          <SectionLinks itemClass="inline-block py-1.5" />
        </ul>
      </nav>
      <nav
        id={menuId}
        aria-label={t('nav.label')}
        hidden={!open}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-gray-200 bg-white xl:hidden"
      >
        <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
          <SpecLinks itemClass="flex min-h-11 items-center" />
          <li className="mt-2 border-t border-gray-200 pt-3 lg:hidden">
            <p id={`${menuId}-sections`} className="px-3 pb-1 text-sm font-semibold text-gray-600">
              {t('nav.sections')}
            </p>
            <ul aria-labelledby={`${menuId}-sections`} className="grid grid-cols-2 gap-1">
              <SectionLinks itemClass="flex min-h-11 items-center" />
            </ul>
          </li>
          <li className="mt-2 border-t border-gray-200 pt-3">
            <p id={`${menuId}-post`} className="px-3 pb-1 text-sm font-semibold text-gray-600">
              {t('nav.postAd')}
            </p>
            <ul aria-labelledby={`${menuId}-post`} className="flex flex-col gap-1">
              {postAdChoices.map(({ kind, to, Icon }) => (
                <li key={kind}>
                  <NavLink to={to} className={(state) => cn('flex min-h-11 items-center gap-3', linkClass(state))}>
                    <Icon aria-hidden size={18} />
                    {t(`postAd.${kind}Ad`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
          {user ? (
            <Suspense fallback={null}>
              <MobileAccountLinks user={user} />
            </Suspense>
          ) : loading ? null : (
            // What the header holds from `sm` (sign in) and `md` (an account) is not repeated here.
            <li className="flex gap-2 pt-2 md:hidden">
              <SignInLink className="flex-1 py-2.5 text-center sm:hidden" />
              <RegisterLink className="flex-1 py-[9px] text-center" />
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
