import { LANGUAGES } from '@ghorbari/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createServerI18n } from '../i18n.ts';
import { LiteI18n } from './lite-i18n.ts';
import { loaders, NAMESPACES } from './loaders.ts';

/**
 * A page of islands translates with LiteI18n, the server and the single-page app with i18next
 * (ADR 059): an island whose text differed from the server's HTML would flash or fail to hydrate.
 * Every string of every namespace, in both languages, with the values its placeholders name and
 * each plural form's counts, must come out the same from both.
 */
const PLURAL = /(_ordinal)?_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /{{\s*([^,}]+?)\s*(?:,\s*([^}]+?)\s*)?}}/g;

function leaves(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

/** Values for a string's placeholders: numbers where one is formatted or counted, words elsewhere. */
function valuesFor(text: string, count: number): Record<string, unknown> {
  const values: Record<string, unknown> = { count };
  for (const [, name, format] of text.matchAll(PLACEHOLDER)) {
    if (!name || name === 'count') continue;
    values[name] = format === 'number' ? 1234567 : `«${name}»`;
  }
  return values;
}

let i18n: Awaited<ReturnType<typeof createServerI18n>>;
beforeAll(async () => {
  // The server's i18next: every namespace of both languages, the options the app's share.
  i18n = await createServerI18n();
});

describe('the translations of a page of islands', () => {
  // Every string of every namespace with its plural forms: about 5 s of CPU on a busy 2-core machine,
  // where the default 5 s ran out (a CI run at 1.9x). It waits on nothing, so the longer limit hides no hang.
  it.each([...LANGUAGES])('give every string as i18next gives it, in %s', { timeout: 30_000 }, async (language) => {
    const fixed = i18n.getFixedT(language);
    let compared = 0;
    for (const namespace of NAMESPACES) {
      const tree = (await loaders[namespace]![language]()).default;
      const lite = new LiteI18n(language, { [namespace]: tree as Record<string, unknown> });
      for (const [path, text] of leaves(tree)) {
        const plural = PLURAL.exec(path);
        const key = `${namespace}:${path.replace(PLURAL, '')}`;
        const ordinal = plural?.[1] ? { ordinal: true } : {};
        for (const count of plural ? [0, 1, 2, 3, 4, 5, 6, 21, 22] : [1]) {
          const values = valuesFor(text, plural ? count : 1);
          const options = plural ? { ...values, ...ordinal } : { ...values, count: undefined };
          expect(lite.t(key, options), `${language} ${key} (${count})`).toBe(fixed(key, options));
          expect(lite.exists(key, options), `${language} ${key} exists`).toBe(
            i18n.exists(key, { ...options, lng: language }),
          );
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
    const lite = new LiteI18n(language, { messages: { validation: { choiceInvalid: 'x' } } });
    expect(lite.exists('validation.choiceInvalid', { ns: 'messages' })).toBe(true);
    expect(lite.exists('validation.noSuchKey', { ns: 'messages' })).toBe(false);
  });

  it('with only the strings the server noted, asks for the rest of the namespace and renders again', async () => {
    const lite = new LiteI18n('bn', { common: { 'nav.home': 'হোম' } }, { partial: true });
    let rendered = 0;
    lite.on('languageChanged', () => (rendered += 1));
    expect(lite.t('nav.home')).toBe('হোম');
    expect(lite.t('nav.blog')).toBe('');
    await lite.complete();
    expect(rendered).toBe(1);
    expect(lite.t('nav.blog')).toBe(i18n.getFixedT('bn')('nav.blog'));
  });
});

describe('<Trans> on a page of islands', () => {
  it('renders a sentence with a marked-up name as i18next does, in both languages', async () => {
    const { createElement } = await import('react');
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { Trans } = await import('react-i18next');
    for (const language of LANGUAGES) {
      const tree = (await loaders.comments![language]()).default as Record<string, unknown>;
      const lite = new LiteI18n(language, { comments: tree });
      const sentence = (instance: unknown, t: unknown) =>
        renderToStaticMarkup(
          createElement(Trans, {
            i18n: instance as never,
            t: t as never,
            i18nKey: 'reply.toName',
            values: { name: 'Nasrin' },
            components: { name: createElement('span', { lang: 'en' }) },
          }),
        );
      const expected = sentence(i18n, i18n.getFixedT(language, 'comments'));
      expect(expected).toContain('<span lang="en">Nasrin</span>');
      expect(sentence(lite, lite.getFixedT(null, 'comments'))).toBe(expected);
    }
  });
});
