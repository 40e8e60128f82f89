import {
  createContext,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { showPageLoading } from '../page-loading.ts';

/**
 * Links and navigation for the parts of the app that also live as islands (ADR 059). The single-
 * page app provides React Router's (app/router-navigation.tsx), so its links move within the app.
 * An island on a page of islands has no router: its links are plain links and navigating is a
 * page load, which costs the page none of the router's code. Both render the same HTML, so the
 * server's page hydrates as either.
 */

export interface Place {
  pathname: string;
  search: string;
  hash: string;
  /** Changes with each move within the single-page app; a page load has one. */
  key?: string;
}

/** Where to go: a path with its query and hash, or parts of one (the rest stay where they are). */
export type Destination = string | Partial<Place>;

export interface NavigateOptions {
  replace?: boolean;
  /**
   * Only the address changes (a flag tidied away after it did its work): on a page of islands the
   * page stays as it is instead of loading again. The single-page app navigates as usual.
   */
  addressOnly?: boolean;
  /** The single-page app keeps the scroll where it is (a page of islands never moves it). */
  preventScrollReset?: boolean;
}

export type Navigate = (to: Destination, options?: NavigateOptions) => void | Promise<void>;

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  /** Handed to the page it opens in the single-page app (a card's list, for its back link); a page load has none. */
  state?: unknown;
}

export interface NavLinkState {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  /** Active only on this very path, not on the paths below it. */
  end?: boolean;
  className?: string | ((state: NavLinkState) => string | undefined);
  style?: CSSProperties | ((state: NavLinkState) => CSSProperties | undefined);
  children?: ReactNode | ((state: NavLinkState) => ReactNode);
}

export interface Navigation {
  Link: ComponentType<LinkProps & { ref?: React.Ref<HTMLAnchorElement> }>;
  NavLink: ComponentType<NavLinkProps & { ref?: React.Ref<HTMLAnchorElement> }>;
  useLocation: () => Place;
  useNavigate: () => Navigate;
}

const resolve = (to: Destination, from: Place): string => {
  if (typeof to === 'string') return to;
  const pathname = to.pathname ?? from.pathname;
  const search = to.search ?? (to.pathname === undefined ? from.search : '');
  return `${pathname}${search}${to.hash ?? ''}`;
};

const here = (): Place => {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, key: 'default' };
};

/**
 * React Router's rule (NavLink): active on its path, and below it unless `end`; letters' case
 * does not matter, as in the router's matching.
 */
export function isActivePath(to: string, pathname: string, end = false): boolean {
  const target = (to.split(/[?#]/)[0] ?? to).toLowerCase().replace(/(.)\/+$/, '$1');
  const path = pathname.toLowerCase();
  if (path === target) return true;
  if (end || target === '/') return false;
  return path.startsWith(target) && path.charAt(target.length) === '/';
}

/**
 * Whether `pathname` is a page of `pattern` (`/Property-Rent-Details/:id`): each `:name` takes one
 * segment; case does not matter and a trailing slash is allowed, as in the router.
 */
export function matchesPath(pattern: string, pathname: string): boolean {
  const split = (path: string) => path.toLowerCase().split('/').filter(Boolean);
  const want = split(pattern);
  const have = split(pathname);
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
}

const PlainLink = forwardRef<HTMLAnchorElement, LinkProps>(function PlainLink(
  { to, replace, state: _state, onClick, ...rest },
  ref,
) {
  return (
    <a
      ref={ref}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!replace || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
        event.preventDefault();
        showPageLoading();
        window.location.replace(to);
      }}
      {...rest}
    />
  );
});

const PlainNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function PlainNavLink(
  { end, className, style, children, ...rest },
  ref,
) {
  const isActive = isActivePath(rest.to, window.location.pathname, end);
  const state: NavLinkState = { isActive, isPending: false, isTransitioning: false };
  const classes =
    typeof className === 'function'
      ? className(state)
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ');
  return (
    <PlainLink
      ref={ref}
      aria-current={isActive ? 'page' : undefined}
      className={classes || undefined}
      style={typeof style === 'function' ? style(state) : style}
      {...rest}
    >
      {typeof children === 'function' ? children(state) : children}
    </PlainLink>
  );
});

const pathAndQuery = () => `${window.location.pathname}${window.location.search}`;
/** The addresses this page has shown: where it loaded, and what its islands wrote (`addressOnly`). */
let ownAddresses: Set<string> | null = null;

/**
 * Back and Forward on a page of islands: an entry of the history that another page made in this
 * tab (the single-page app, before a reload here) comes back as a change of address only, with
 * this page's content still on screen. Such an entry is loaded, as a page. Called once by the
 * islands' runtime.
 */
export function loadHistoryEntriesOfOtherPages(): void {
  ownAddresses ??= new Set([pathAndQuery()]);
  window.addEventListener('popstate', () => {
    if (!ownAddresses?.has(pathAndQuery())) window.location.reload();
  });
}

/** Page loads: the navigation of an island, and of anything rendered outside the app's router. */
export const pageLoadNavigation: Navigation = {
  Link: PlainLink,
  NavLink: PlainNavLink,
  useLocation: here,
  useNavigate: () => (to, options) => {
    const url = resolve(to, here());
    if (options?.addressOnly) {
      window.history[options.replace ? 'replaceState' : 'pushState'](window.history.state, '', url);
      ownAddresses?.add(pathAndQuery());
    } else {
      showPageLoading();
      if (options?.replace) window.location.replace(url);
      else window.location.assign(url);
    }
  },
};

export const NavigationContext = createContext<Navigation>(pageLoadNavigation);

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { Link: Implementation } = useContext(NavigationContext);
  return <Implementation ref={ref} {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(props, ref) {
  const { NavLink: Implementation } = useContext(NavigationContext);
  return <Implementation ref={ref} {...props} />;
});

export const useLocation = (): Place => useContext(NavigationContext).useLocation();
export const useNavigate = (): Navigate => useContext(NavigationContext).useNavigate();
/** Whether links and navigation load pages (an island) rather than move within the app. */
export const useLoadsPages = (): boolean => useContext(NavigationContext) === pageLoadNavigation;
