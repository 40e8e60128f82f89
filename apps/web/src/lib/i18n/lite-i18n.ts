import type { Language } from '@ghorbari/contracts';
import { isNamespaceName } from './namespace-names.ts';

/**
 * The translations of a page of islands (ADR 059), without i18next's runtime (18 KB gzipped of a
 * phone's first download). The islands' components keep react-i18next's `useTranslation`; this
 * is the instance it reads, with the part of i18next's behaviour our strings use, the same as
 * i18next gives them (a test holds the two together over every string of both languages):
 * - `ns:key` and `{ ns }`, nested keys with `.`, the hook's key prefix;
 * - plurals by `count`, with the language's own rules (`_zero` first for 0, then `_one`, `_other`…),
 *   and ordinals by `count` with `ordinal: true` (`_ordinal_one`, `_ordinal_two`…: "৫ম তলা");
 * - `{{name}}` and `{{value, number}}` (the language's digits and grouping), nothing escaped, a
 *   placeholder without its value left as written;
 * - `defaultValue`, `returnObjects`, and a missing key said loudly, as lib/i18n.ts does.
 * The language does not change in place: on a page of islands a new language is a new page.
 */

type Tree = { [key: string]: unknown };
export interface TranslateOptions {
  ns?: string | readonly string[];
  count?: number;
  defaultValue?: string;
  returnObjects?: boolean;
  [value: string]: unknown;
}
type Listener = (...args: unknown[]) => void;

const PLACEHOLDER = /{{\s*([^,}]+?)\s*(?:,\s*([^}]+?)\s*)?}}/g;

export class LiteI18n {
  readonly language: Language;
  readonly languages: Language[];
  readonly resolvedLanguage: Language;
  readonly isInitialized = true;
  readonly initializedStoreOnce = true;
  readonly options = {
    defaultNS: 'common',
    ns: ['common'] as string[],
    fallbackLng: false as const,
    react: { useSuspense: true, bindI18n: 'languageChanged', bindI18nStore: '' },
  };
  /** What <Trans> reads: the interpolator for the text around and inside its tags. */
  readonly services = {
    interpolator: {
      interpolate: (text: string, options?: TranslateOptions) => this.interpolate(text, options ?? {}),
      escape: (text: string) => text,
    },
  };
  readonly store = { on: () => undefined, off: () => undefined };
  private readonly bundles = new Map<string, Tree>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly plurals: Intl.PluralRules;
  private readonly ordinals: Intl.PluralRules;
  private readonly numbers: Intl.NumberFormat;

  /** Namespaces that hold only the strings the server noted (islands/island-strings.ts), not yet their files. */
  private readonly partial = new Set<string>();
  private completing: Promise<void> | null = null;

  /**
   * `bundles` are whole namespaces, or with `partial` the strings a page's islands used (by key
   * path), whose namespaces are completed from their files later (`complete`).
   */
  constructor(language: Language, bundles: Record<string, Tree> = {}, { partial = false } = {}) {
    this.language = language;
    this.languages = [language];
    this.resolvedLanguage = language;
    this.plurals = new Intl.PluralRules(language);
    this.ordinals = new Intl.PluralRules(language, { type: 'ordinal' });
    this.numbers = new Intl.NumberFormat(language);
    for (const [namespace, tree] of Object.entries(bundles)) {
      this.addBundle(namespace, tree);
      if (partial) this.partial.add(namespace);
    }
  }

  addBundle(namespace: string, tree: Tree): void {
    this.bundles.set(namespace, tree);
    this.partial.delete(namespace);
    if (!this.options.ns.includes(namespace)) this.options.ns.push(namespace);
  }

  hasLoadedNamespace(namespace: string): boolean {
    return this.bundles.has(namespace);
  }

  async loadNamespaces(namespaces: string | readonly string[], done?: () => void): Promise<void> {
    const wanted = (typeof namespaces === 'string' ? [namespaces] : [...namespaces]).filter(
      (namespace) => !this.bundles.has(namespace) || this.partial.has(namespace),
    );
    if (wanted.length === 0) return done?.();
    // The loaders of every file come when a file is first wanted, not with the page's first islands.
    const { loaders } = await import('./loaders.ts');
    await Promise.all(
      wanted.map(async (namespace) => {
        const load = isNamespaceName(namespace) ? loaders[namespace]?.[this.language] : undefined;
        if (!load) throw new Error(`No translations for ${this.language}/${namespace}`);
        this.addBundle(namespace, (await load()).default as Tree);
      }),
    );
    done?.();
  }

  /**
   * Loads the files of the namespaces that hold only noted strings (and `more`), then has every
   * island render again: what a tap shows next (a toast, the next list's label) is there.
   */
  complete(more: readonly string[] = []): Promise<void> {
    this.completing ??= this.loadNamespaces([...new Set([...this.partial, ...more])]).then(() =>
      this.emit('languageChanged', this.language),
    );
    return this.completing;
  }

  private emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  on(event: string, listener: Listener): void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
  }

  off(event: string, listener: Listener): void {
    this.listeners.get(event)?.delete(listener);
  }

  getFixedT(_language: unknown, namespace?: string | readonly string[] | null, keyPrefix?: string) {
    const fixed = namespace ?? this.options.defaultNS;
    const t = (key: string | readonly string[], options?: TranslateOptions | string) =>
      this.translate(key, typeof options === 'string' ? { defaultValue: options } : options, fixed, keyPrefix);
    // As i18next's: <Trans> reads the namespace a fixed t asks in.
    return Object.assign(t, { ns: fixed, keyPrefix });
  }

  t = (key: string | readonly string[], options?: TranslateOptions | string): string =>
    this.getFixedT(null)(key, options) as string;

  /** Whether a key has a string (a form's message key, say); false for one not among the noted strings yet. */
  exists(key: string, options: TranslateOptions = {}): boolean {
    return this.resolve(key, options, this.options.defaultNS) !== undefined;
  }

  private translate(
    keys: string | readonly string[],
    options: TranslateOptions = {},
    fixed: string | readonly string[],
    keyPrefix?: string,
  ): unknown {
    const list = typeof keys === 'string' ? [keys] : keys;
    for (const key of list) {
      const found = this.resolve(key, options, fixed, keyPrefix);
      if (found !== undefined) return found;
    }
    const last = list[list.length - 1] ?? '';
    if (options.defaultValue !== undefined) return this.interpolate(options.defaultValue, options);
    const namespace = this.namespaceOf(last, options, fixed).namespace;
    // Not among the strings the server noted: there in a moment, when the namespace's file is.
    if (this.partial.has(namespace)) {
      void this.complete();
      return '';
    }
    console.error(`Missing translation: ${namespace}:${last} (${this.language})`);
    return last;
  }

  private namespaceOf(key: string, options: TranslateOptions, fixed: string | readonly string[]) {
    const colon = key.indexOf(':');
    const named = colon > 0 ? key.slice(0, colon) : null;
    if (named && isNamespaceName(named)) return { namespace: named, key: key.slice(colon + 1) };
    const namespace = options.ns ?? fixed;
    return { namespace: typeof namespace === 'string' ? namespace : (namespace[0] ?? 'common'), key };
  }

  private resolve(
    rawKey: string,
    options: TranslateOptions,
    fixed: string | readonly string[],
    keyPrefix?: string,
  ): unknown {
    const { namespace, key } = this.namespaceOf(rawKey, options, fixed);
    const tree = this.bundles.get(namespace);
    if (!tree) return undefined;
    const path = keyPrefix ? `${keyPrefix}.${key}` : key;
    const candidates: string[] = [];
    if (typeof options.count === 'number' && options.ordinal) {
      candidates.push(`${path}_ordinal_${this.ordinals.select(options.count)}`);
    } else if (typeof options.count === 'number') {
      if (options.count === 0) candidates.push(`${path}_zero`);
      candidates.push(`${path}_${this.plurals.select(options.count)}`);
    }
    candidates.push(path);
    for (const candidate of candidates) {
      const value = lookup(tree, candidate);
      if (typeof value === 'string') return this.interpolate(value, options);
      if (value !== undefined && value !== null && options.returnObjects) return value;
    }
    return undefined;
  }

  private interpolate(text: string, options: TranslateOptions): string {
    return text.replace(PLACEHOLDER, (whole: string, name: string, format: string | undefined) => {
      const value = lookup(options, name);
      // As i18next does: a value not given at all leaves its placeholder as written; one given
      // as undefined or null is empty.
      if (value === undefined) return Object.hasOwn(options, name.trim()) ? '' : whole;
      if (value === null) return '';
      if (format === 'number' && typeof value === 'number') return this.numbers.format(value);
      return String(value);
    });
  }
}

function lookup(tree: object, path: string): unknown {
  // A key written flat ("a.b") is found as i18next finds it.
  if (path in tree) return (tree as Tree)[path];
  let at: unknown = tree;
  for (const part of path.split('.')) {
    if (typeof at !== 'object' || at === null || !(part in at)) return undefined;
    at = (at as Tree)[part];
  }
  return at;
}
