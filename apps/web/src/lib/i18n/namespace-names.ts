/**
 * The translation namespaces by name: what a key's `namespace:` prefix may name. A module of its
 * own, so a page of islands knows them without the loaders of every file (loaders.ts, which has
 * one entry per name: the type checker keeps the two in step).
 */
export const NAMESPACE_NAMES = [
  'common',
  'pages',
  'account',
  'listings',
  'posting',
  'admin',
  'inbox',
  'interior',
  'reviews',
  'firms',
  'group',
  'blog',
  'comments',
  'searches',
  'search',
  'documents',
  'reports',
  'installable',
  'insights',
  'market',
  'compare',
  'priceDrops',
  'messages',
  'enums',
] as const;
export type NamespaceName = (typeof NAMESPACE_NAMES)[number];

const names: ReadonlySet<string> = new Set(NAMESPACE_NAMES);
export const isNamespaceName = (name: string): name is NamespaceName => names.has(name);
