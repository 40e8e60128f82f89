import type { ComponentType, SVGProps } from 'react';
import createLucideIcon from './icon-factory.tsx';

/**
 * The icons the islands pages start with draw (the navbar, the page extras, the search box, the
 * filters; issue 43, ADR 059), in one small module: the same drawings as lucide-react's (ISC licence,
 * lucide.dev), drawn by the same factory (icon-factory.tsx). Any other icon is imported from
 * lucide-react as usual, and the build draws it with that factory too; but each then comes as a
 * file of its own, and a page's first icons together cost less in one.
 */
type Shape = ['path', { d: string }] | ['circle', { cx: string; cy: string; r: string; fill?: string }];

export interface InlineIconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: number;
}
export type IconComponent = ComponentType<InlineIconProps>;

const inlineIcon = (name: string, shapes: Shape[]): IconComponent =>
  createLucideIcon({
    name,
    node: shapes.map(([tag, attributes], index) => [tag, { ...attributes, key: String(index) }]),
  });

export const Menu = inlineIcon('menu', [
  ['path', { d: 'M4 5h16' }],
  ['path', { d: 'M4 12h16' }],
  ['path', { d: 'M4 19h16' }],
]);
export const X = inlineIcon('x', [
  ['path', { d: 'M18 6 6 18' }],
  ['path', { d: 'm6 6 12 12' }],
]);
export const Languages = inlineIcon('languages', [
  ['path', { d: 'm5 8 6 6' }],
  ['path', { d: 'm4 14 6-6 2-3' }],
  ['path', { d: 'M2 5h12' }],
  ['path', { d: 'M7 2h1' }],
  ['path', { d: 'm22 22-5-10-5 10' }],
  ['path', { d: 'M14 18h6' }],
]);
export const KeyRound = inlineIcon('key-round', [
  [
    'path',
    {
      d:
        'M2.586 17.414A2 2 0 0 0 2 18.828V21a1 1 0 0 0 1 1h3a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h1a1 1 0 0 0 ' +
        '1-1v-1a1 1 0 0 1 1-1h.172a2 2 0 0 0 1.414-.586l.814-.814a6.5 6.5 0 1 0-4-4z',
    },
  ],
  ['circle', { cx: '16.5', cy: '7.5', r: '.5', fill: 'currentColor' }],
]);
export const Plus = inlineIcon('plus', [
  ['path', { d: 'M5 12h14' }],
  ['path', { d: 'M12 5v14' }],
]);
export const Tag = inlineIcon('tag', [
  [
    'path',
    {
      d:
        'M12.586 2.586A2 2 0 0 0 11.172 2H4a2 2 0 0 0-2 2v7.172a2 2 0 0 0 .586 1.414l8.704 8.704a2.426 2.426 0 0 0 ' +
        '3.42 0l6.58-6.58a2.426 2.426 0 0 0 0-3.42z',
    },
  ],
  ['circle', { cx: '7.5', cy: '7.5', r: '.5', fill: 'currentColor' }],
]);
export const ArrowUp = inlineIcon('arrow-up', [
  ['path', { d: 'm5 12 7-7 7 7' }],
  ['path', { d: 'M12 19V5' }],
]);
export const Search = inlineIcon('search', [
  ['path', { d: 'm21 21-4.34-4.34' }],
  ['circle', { cx: '11', cy: '11', r: '8' }],
]);
export const SlidersHorizontal = inlineIcon('sliders-horizontal', [
  ['path', { d: 'M10 5H3' }],
  ['path', { d: 'M12 19H3' }],
  ['path', { d: 'M14 3v4' }],
  ['path', { d: 'M16 17v4' }],
  ['path', { d: 'M21 12h-9' }],
  ['path', { d: 'M21 19h-5' }],
  ['path', { d: 'M21 5h-7' }],
  ['path', { d: 'M8 10v4' }],
  ['path', { d: 'M8 12H3' }],
]);
