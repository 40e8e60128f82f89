import bnEnums from '../locales/bn/enums.json' with { type: 'json' };
import bnMessages from '../locales/bn/messages.json' with { type: 'json' };
import enEnums from '../locales/en/enums.json' with { type: 'json' };
import enMessages from '../locales/en/messages.json' with { type: 'json' };
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './enums.ts';
import type { MessageKey } from './messages.ts';

/** The translation resources this package owns, by language and namespace. */
export const contractResources = {
  bn: { messages: bnMessages, enums: bnEnums },
  en: { messages: enMessages, enums: enEnums },
} as const;

type Tree = { [key: string]: string | Tree };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Whether a text is one of our message keys (rather than, say, a library's English default). */
export function isMessageKey(value: string): value is MessageKey {
  return lookup(contractResources.en.messages, value) !== undefined;
}

/**
 * Translate a message key for the API, falling back to English, then to the key itself; its
 * `{{name}}` places filled from `values`.
 */
export function translateMessage(
  language: Language,
  key: MessageKey | string,
  values?: Record<string, string>,
): string {
  const text = lookup(contractResources[language].messages, key) ?? lookup(contractResources.en.messages, key) ?? key;
  return values ? text.replace(/{{(\w+)}}/g, (whole, name: string) => values[name] ?? whole) : text;
}

/** Pick the language of an `Accept-Language` header: bn unless English is preferred. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.split('=')[1]) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const match = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.tag));
  return (match?.tag as Language | undefined) ?? DEFAULT_LANGUAGE;
}
