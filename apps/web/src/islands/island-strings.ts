import type { i18n as I18n, TOptions } from 'i18next';
import { isNamespaceName } from '../lib/i18n/namespace-names.ts';

/**
 * The strings the islands of a page used as the server rendered them (ADR 059), by namespace and
 * key path: sent with the page, so an island's first render needs no translation file. The rest
 * of a namespace (what a tap may show later) comes when the phone is idle after the page is live.
 */
export type IslandStrings = Record<string, Record<string, unknown>>;

const PLURAL_FORMS = ['_zero', '_one', '_two', '_few', '_many', '_other'];
// Counted (`count`) and ordinal (`ordinal: true`, "৫ম তলা") forms.
const PLURAL_SUFFIXES = [...PLURAL_FORMS, ...PLURAL_FORMS.map((form) => `_ordinal${form}`)];

type Key = string | readonly string[];
type Options = (TOptions & { ns?: string | readonly string[] }) | string | undefined;

/**
 * The server's i18next for the inside of an island: the same translations, and each string it
 * hands out noted in `strings` (with every plural and ordinal form of it, as the count may change).
 */
export function recordingI18n(base: I18n, strings: IslandStrings): I18n {
  const note = (
    key: string,
    options: Options,
    fixed: string | readonly string[] | null | undefined,
    prefix?: string,
  ) => {
    const colon = key.indexOf(':');
    const named = colon > 0 ? key.slice(0, colon) : null;
    const given = typeof options === 'object' ? options.ns : undefined;
    const fallback = typeof base.options.defaultNS === 'string' ? base.options.defaultNS : 'common';
    const wanted = named && isNamespaceName(named) ? named : (given ?? fixed ?? fallback);
    const namespace = typeof wanted === 'string' ? wanted : (wanted[0] ?? fallback);
    const bare = named && isNamespaceName(named) ? key.slice(colon + 1) : key;
    const path = prefix ? `${prefix}.${bare}` : bare;
    for (const candidate of [path, ...PLURAL_SUFFIXES.map((suffix) => `${path}${suffix}`)]) {
      const value: unknown = base.getResource(base.language, namespace, candidate);
      if (value !== undefined) (strings[namespace] ??= {})[candidate] = value;
    }
  };
  const noteAll = (keys: Key, options: Options, fixed?: string | readonly string[] | null, prefix?: string) => {
    for (const key of typeof keys === 'string' ? [keys] : keys) note(key, options, fixed, prefix);
  };
  const recorder = Object.create(base) as I18n;
  const getFixedT = base.getFixedT.bind(base) as (...args: unknown[]) => (key: Key, options?: Options) => string;
  recorder.getFixedT = ((
    language: unknown,
    ns?: string | readonly string[] | null,
    keyPrefix?: string,
    more?: unknown,
  ) => {
    const t = getFixedT(language, ns, keyPrefix, more);
    const noting = (key: Key, options?: Options) => {
      noteAll(key, options, ns, keyPrefix);
      return t(key, options);
    };
    // i18next's fixed t says its namespace and prefix, which <Trans> reads (it asks in them).
    return Object.assign(noting, {
      ns: (t as { ns?: unknown }).ns,
      keyPrefix: (t as { keyPrefix?: unknown }).keyPrefix,
    });
  }) as unknown as I18n['getFixedT'];
  const t = base.t.bind(base) as (key: Key, options?: Options) => string;
  recorder.t = ((key: Key, options?: Options) => {
    noteAll(key, options);
    return t(key, options);
  }) as unknown as I18n['t'];
  return recorder;
}
