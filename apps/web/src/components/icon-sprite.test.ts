import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { island, IslandCollector, IslandCollectorContext } from '../islands/island.tsx';
import { Menu } from './inline-icons.tsx';
import { IconSpriteContext, type IconNode } from './icon-sprite.ts';
import { iconSpriteMarkup } from './icon-sprite-markup.ts';

/**
 * A page of islands draws each icon outside its islands once, as a symbol (issue 43). The server's
 * render, so in the unit project (Node): the browser's build has no sprite code at all.
 */
describe('the icon sprite of a page of islands', () => {
  const withSprite = (icons: Map<string, IconNode>, ...children: Parameters<typeof h>[2][]) =>
    h(IconSpriteContext.Provider, { value: icons }, ...children);

  it('draws an icon as a use of the page’s symbol, which the page then carries once', () => {
    const icons = new Map<string, IconNode>();
    const html = renderToString(
      withSprite(icons, h(Menu, { size: 20, className: 'text-brand-700' }), h(Menu, { size: 16, strokeWidth: 2.5 })),
    );
    expect(html).toContain('<use href="#i-menu">');
    expect(html).not.toContain('<path');
    expect(html).toContain('width="20"');
    expect(html).toContain('stroke-width="2.5"');
    expect([...icons.keys()]).toEqual(['menu']);
    const sprite = iconSpriteMarkup(icons);
    expect(sprite.match(/<symbol /g)).toHaveLength(1);
    expect(sprite).toContain('<symbol id="i-menu" viewBox="0 0 24 24">');
    expect(sprite).toContain('stroke-linecap="round"');
    expect(sprite).toContain('<path d="M4 5h16"/>');
  });

  it('draws an island’s icons whole, since the browser draws the island again', () => {
    const icons = new Map<string, IconNode>();
    const Bar = island('page-extras', () => h(Menu, { size: 20 }));
    const html = renderToString(
      h(IslandCollectorContext.Provider, { value: new IslandCollector() }, withSprite(icons, h(Bar))),
    );
    expect(html).toContain('<path d="M4 5h16">');
    expect(icons.size).toBe(0);
  });

  it('draws the whole icon everywhere else, as the browser does', () => {
    const html = renderToString(h(Menu, { size: 20 }));
    expect(html).toContain('<path d="M4 5h16">');
    expect(html).not.toContain('<use');
    expect(iconSpriteMarkup(new Map())).toBe('');
  });
});
