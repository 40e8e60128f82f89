import { createContext } from 'react';

/** An icon's drawing, as lucide hands it to its factory: its shapes and their attributes. */
export type IconNode = [tag: string, attributes: Record<string, string>][];

/**
 * The icons of a server-rendered page of islands outside its islands (ADR 059), by name: set only
 * while the server renders such a page (entry-server.tsx), null everywhere else and inside an
 * island. Each icon is then drawn as a `<use>` of one `<symbol>` the page carries once
 * (`iconSpriteMarkup`), instead of its paths again on every card (issue 43): the listing and
 * search pages repeated seven icons on each of their cards, 40 KB of their HTML.
 */
export const IconSpriteContext = createContext<Map<string, IconNode> | null>(null);

/** The id of an icon's `<symbol>` in the page. */
export const iconSymbolId = (name: string) => `i-${name}`;
