import type enMessages from '../locales/en/messages.json';

/**
 * Message keys. A zod schema or an API error carries one of these keys; the text lives in
 * `locales/<lng>/messages.json` (namespace `messages`), with the spec's exact English.
 */
type Catalogue = typeof enMessages;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<Catalogue>;

/** Identity helper that makes a typo in a key a type error. */
export const msg = <K extends MessageKey>(key: K): K => key;
export const MESSAGES_NAMESPACE = 'messages';
