import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { IconSpriteContext } from '../components/icon-sprite.ts';
import { recordingQueryClient } from './island-queries.ts';
import type { IslandName } from './registry.ts';

/**
 * The islands a page of islands rendered, collected by the server's render (entry-server.tsx).
 * Present only while the server renders such a page; null everywhere else (the single-page app,
 * and inside an island, whose own parts are not islands again).
 */
export class IslandCollector {
  readonly names = new Set<IslandName>();
  /** Set by `useWholeApp`: the page is rendered by the whole app in the browser. */
  wholeApp: 'always' | 'member' | undefined;
  needsWholeApp(when: 'always' | 'member'): void {
    if (this.wholeApp !== 'always') this.wholeApp = when;
  }
  /**
   * The translations inside the islands: the server's, noting each string an island used
   * (islands/island-strings.ts), so the page sends those strings instead of their files.
   */
  constructor(readonly i18n?: I18n) {}
  /** The hashes of the queries the islands read (islands/island-queries.ts): the page sends only those. */
  readonly queries = new Set<string>();
  private recording: { client: QueryClient; seenBy: QueryClient } | undefined;
  /** The page's query client, noting what an island reads from it. */
  queryClientFor(client: QueryClient): QueryClient {
    if (this.recording?.client !== client) {
      this.recording = { client, seenBy: recordingQueryClient(client, this.queries) };
    }
    return this.recording.seenBy;
  }
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/**
 * A page of islands that the browser should render as the whole app (ADR 059): `always` where its
 * HTML offers what only the app does (a retry), or `member` where a member may see another page
 * than the visitor the server rendered for. Nothing anywhere else.
 */
export function useWholeApp(when: 'always' | 'member' | undefined): void {
  const collector = useContext(IslandCollectorContext);
  if (collector && when) collector.needsWholeApp(when);
}

/** The attribute that marks an island's root in the HTML, with its name. */
export const ISLAND_ATTRIBUTE = 'data-island';
/** The island's props as JSON, when it has any. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

/**
 * Wraps a component as the island `name` (ADR 059). On a page of islands the server renders it
 * inside `<div data-island="name" data-island-props="{…}" class="contents">`, which the browser
 * hydrates as a root of its own; everywhere else it is the component itself. The wrapper takes no
 * room (`display: contents`), so the page's layout is the same in both.
 */
export function island<P extends object>(name: IslandName, Component: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    const collector = useContext(IslandCollectorContext);
    const queryClient = useContext(QueryClientContext);
    if (!collector) return <Component {...props} />;
    collector.names.add(name);
    const json = Object.keys(props).length > 0 ? JSON.stringify(props) : undefined;
    let content: ReactNode = <Component {...props} />;
    if (collector.i18n) content = <I18nextProvider i18n={collector.i18n}>{content}</I18nextProvider>;
    if (queryClient) {
      content = <QueryClientProvider client={collector.queryClientFor(queryClient)}>{content}</QueryClientProvider>;
    }
    return (
      <div {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: json }} className="contents">
        <IslandCollectorContext.Provider value={null}>
          {/* The browser draws an island again: its icons are whole, as the browser's are. */}
          <IconSpriteContext.Provider value={null}>{content}</IconSpriteContext.Provider>
        </IslandCollectorContext.Provider>
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
