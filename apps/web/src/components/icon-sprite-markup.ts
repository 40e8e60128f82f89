import { iconSymbolId, type IconNode } from './icon-sprite.ts';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** lucide's attribute names are React's (`strokeWidth`); the page's are SVG's (`stroke-width`). */
const svgAttribute = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The page's icons as one hidden SVG of `<symbol>`s (icon-sprite.ts), written by the server before
 * the page's markup. Each symbol has the icon's shapes with lucide's round caps and joins; its
 * `<use>` gives the size, the fill, the stroke and its width, which the shapes inherit.
 */
export function iconSpriteMarkup(icons: Map<string, IconNode>): string {
  if (icons.size === 0) return '';
  const symbols = [...icons].map(([name, node]) => {
    const shapes = node
      .map(([tag, attributes]) => {
        const written = Object.entries(attributes)
          .filter(([attribute]) => attribute !== 'key')
          .map(([attribute, value]) => ` ${svgAttribute(attribute)}="${escapeAttribute(String(value))}"`)
          .join('');
        return `<${tag}${written}/>`;
      })
      .join('');
    return (
      `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24">` +
      `<g stroke-linecap="round" stroke-linejoin="round">${shapes}</g></symbol>`
    );
  });
  return `<svg aria-hidden="true" width="0" height="0" style="position:absolute">${symbols.join('')}</svg>`;
}
