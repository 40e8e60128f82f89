import type { ComponentType } from 'react';
import type { LATER_ISLANDS } from './later-islands.ts';

/**
 * Every island a server-rendered page may hold (ADR 059): the parts of a public page a reader can
 * touch, each hydrated as its own small root by islands/hydrate-islands.tsx. An island's code loads
 * when a page holds it, with the strings it rendered (they come in the page); the rest of the page
 * stays the server's HTML.
 *
 * To add one: export the component, add its entry here and its strings' namespaces in
 * island-namespaces.ts (the server's: the browser does not need them), and render it through `island()`
 * (islands/island.tsx) where the page shows it. Its props travel as JSON in the HTML, so they
 * are plain data. An island that comes alive after the page (`idle`, `visible`) has its import in
 * later-islands.ts and `later(name)` here.
 */
export interface IslandEntry {
  /**
   * Whether it shows the member's notifications (the bell and its live channel): one island per
   * page at most, so a page opens one live connection.
   */
  notifications?: boolean;
  /**
   * When it comes alive (islands/hydrate-islands.tsx): with the page (`load`, the default; the
   * page is live once these are), when the phone is idle after that (`idle`), or when it comes near
   * the screen (`visible`). A tap on it before then is held and pressed again then.
   */
  hydrate?: 'load' | 'idle' | 'visible';
  /**
   * It shows a member something other than what the server rendered for a visitor (their own
   * post's tools, the house number they keep private): with a stored session it comes alive when
   * the phone is idle instead of waiting to be seen.
   */
  memberSees?: true;
  // Any props: each island's own type is checked where `island()` wraps it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  load: () => Promise<ComponentType<any>>;
}

type LaterIsland = keyof typeof LATER_ISLANDS;
/** An island that comes alive after the page loads its code through later-islands.ts. */
const later = (name: LaterIsland) => async () => (await import('./later-islands.ts')).LATER_ISLANDS[name]();

export const ISLANDS = {
  navbar: { notifications: true, load: async () => (await import('../app/navbar.tsx')).Navbar },
  // The scroll-to-top button and the toasts show only once something happens (toasts wait for it).
  'page-extras': { hydrate: 'idle', load: later('page-extras') },
  'home-search': {
    load: async () => (await import('../features/home/home-search-form.tsx')).HomeSearchForm,
  },
  // A post's page (/Property-Buy-Sell-Details/…, /Property-Rent-Details/…).
  // Its tools' strings load when they show, for the owner only: a visitor's phone, offline too,
  // never asks for the posting forms' translations.
  'post-owner': {
    hydrate: 'idle',
    load: later('post-owner'),
  },
  'post-contact': {
    hydrate: 'visible',
    memberSees: true,
    load: later('post-contact'),
  },
  'post-share': {
    hydrate: 'visible',
    load: later('post-share'),
  },
  'land-size': { hydrate: 'visible', load: later('land-size') },
  'post-report': {
    hydrate: 'visible',
    memberSees: true,
    load: later('post-report'),
  },
  'post-call-bar': {
    load: async () => (await import('../features/post-details/call-bar.tsx')).PostCallBar,
  },
  // Its photos swipe by themselves; a tap that opens the viewer before it is live is held.
  'post-gallery': {
    hydrate: 'visible',
    load: later('post-gallery'),
  },
  // The owner sees the house number they keep from visitors (issue 41).
  'post-location': {
    hydrate: 'visible',
    memberSees: true,
    load: later('post-location'),
  },
  // What a sell post costs each month on a home loan (issue 44): worked out by the server for the
  // post's price, live when it comes near.
  'home-loan': { hydrate: 'visible', load: later('home-loan') },
  // Any listing's page: put it in the compare tray (issue 44), kept on the device.
  'compare-toggle': { hydrate: 'visible', load: later('compare-toggle') },
  'similar-homes': {
    hydrate: 'visible',
    load: later('similar-homes'),
  },
  // A blog article (/BlogPostDetails/…).
  'article-twin': {
    load: async () => (await import('../features/blog/twin-link.tsx')).TwinLink,
  },
  'article-share': { hydrate: 'visible', load: later('article-share') },
  // A member gets the comment box, a visitor the way to sign in.
  'article-comments': {
    hydrate: 'visible',
    memberSees: true,
    load: later('article-comments'),
  },
  // A firm's page (/Interior-Details/…).
  'firm-call-bar': {
    load: async () => (await import('../features/interior/firm-call-bar.tsx')).FirmCallBarIsland,
  },
  'firm-contact': {
    hydrate: 'visible',
    memberSees: true,
    load: later('firm-contact'),
  },
  'firm-owner-bar': { hydrate: 'idle', load: later('firm-owner-bar') },
  // A firm's photo gallery (/Interior-Image-Gallery/…): the grid is the page, live with it.
  'firm-gallery': {
    load: async () => (await import('../features/interior/firm-gallery.tsx')).FirmGallery,
  },
  'firm-photos': { hydrate: 'visible', load: later('firm-photos') },
  'firm-reviews': {
    hydrate: 'visible',
    memberSees: true,
    load: later('firm-reviews'),
  },
  // The firm directory (/Interior-Design).
  'firm-filters': {
    load: async () => (await import('../features/interior/firm-directory-islands.tsx')).FirmFiltersIsland,
  },
  'firm-sort': {
    load: async () => (await import('../features/interior/firm-directory-islands.tsx')).FirmSortIsland,
  },
  'firm-notice-action': {
    load: async () => (await import('../features/interior/firm-notice-action.tsx')).FirmNoticeActionIsland,
  },
  // The listing pages (/Property-Buy-Sell, /Property-Rent).
  // A listing's parts (/Property-Buy-Sell, /Property-Rent) come alive when the phone is idle: before
  // then the words and filters are a plain form, and a tap on Apply is held until they are live.
  'post-filters': { hydrate: 'idle', load: later('post-filters') },
  'post-results-actions': {
    hydrate: 'idle',
    load: later('post-results-actions'),
  },
  'post-clear': { hydrate: 'idle', load: later('post-clear') },
  'post-save-search': { hydrate: 'idle', load: later('post-save-search') },
  // The search page (/property-search): its sale and rent tabs are the listings' parts above; the
  // group-building and interior tabs' filters and the firms' order come alive as the listings' do.
  'search-form': { hydrate: 'idle', load: later('search-form') },
  'search-sort': { hydrate: 'idle', load: later('search-sort') },
  // The group-building offers (/Group-Wise-Building): the filters and the notice's button with the
  // page; the general interest form when it comes near (a member's division and phone fill it in).
  'group-filters': {
    load: async () => (await import('../features/group-building/group-islands.tsx')).GroupFiltersIsland,
  },
  'group-sort': {
    load: async () => (await import('../features/group-building/group-islands.tsx')).GroupSortIsland,
  },
  'group-notice-action': {
    load: async () => (await import('../features/group-building/group-islands.tsx')).GroupNoticeActionIsland,
  },
  // A group-building offer's page (/Group-Wise-Building-Details/…): the call bar with the page;
  // the contact panel and the photos when they come near (the panel shows a member whether they
  // saved the offer); the interest modal, which both open, when the phone is idle.
  'group-call-bar': {
    load: async () => (await import('../features/group-building/group-call-bar.tsx')).GroupCallBarIsland,
  },
  'group-contact': {
    hydrate: 'visible',
    memberSees: true,
    load: later('group-contact'),
  },
  'group-gallery': { hydrate: 'visible', load: later('group-gallery') },
  'group-interest-dialog': {
    hydrate: 'idle',
    load: later('group-interest-dialog'),
  },
  'group-interest': {
    hydrate: 'visible',
    memberSees: true,
    load: later('group-interest'),
  },
} satisfies Record<string, IslandEntry>;

export type IslandName = keyof typeof ISLANDS;

export const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(ISLANDS, name);
