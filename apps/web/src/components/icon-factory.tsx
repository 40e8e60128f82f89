import { useContext, type SVGProps } from 'react';
import { cn } from '../lib/class-names.ts';
import { IconSpriteContext, iconSymbolId, type IconNode } from './icon-sprite.ts';

/** What each of lucide-react's icon modules hands its factory: the icon's name and drawing. */
interface IconData {
  name: string;
  aliases?: string[];
  node: IconNode;
}

interface IconProps extends SVGProps<SVGSVGElement> {
  size?: number | string;
}

/** lucide's rule: an icon with a label, a role or a title is read out; any other is hidden. */
const labelled = (props: object) =>
  Object.entries(props).some(
    ([prop, value]) => (prop.startsWith('aria-') || prop === 'role' || prop === 'title') && value != null,
  );

/**
 * lucide-react's `createLucideIcon`, as the app's builds use it (vite.config.ts points each icon
 * module's import of it here; issue 43, ADR 059). An icon is the same SVG lucide draws — its size,
 * stroke, `lucide lucide-{name}` classes, and `aria-hidden` unless it is labelled — without
 * lucide's run-time (its context, attribute builders and class merging), which every page
 * otherwise downloads with its first icon. Only the props the app passes are read: `size`,
 * `strokeWidth`, `color`, `className` and the SVG's own attributes.
 *
 * While the server renders a page of islands, an icon outside the islands is a `<use>` of the
 * page's one symbol for it (icon-sprite.ts); the islands, which the browser renders again, and
 * every other page draw it whole.
 */
/**
 * The page's sprite while the server renders a page of islands. A build constant decides it: the
 * browser's build never draws an icon from the sprite, so its code keeps none of it (issue 43).
 */
const useSprite = import.meta.env.SSR ? () => useContext(IconSpriteContext) : () => null;

export default function createLucideIcon(data: IconData) {
  const classes = ['lucide', `lucide-${data.name}`, ...(data.aliases ?? []).map((alias) => `lucide-${alias}`)];
  function Icon({ size = 24, strokeWidth = 2, color = 'currentColor', className, children, ...rest }: IconProps) {
    const sprite = useSprite();
    const hidden = children || labelled(rest) ? {} : { 'aria-hidden': true };
    // On a server-rendered page of islands, outside its islands: the page's symbol, drawn again.
    if (import.meta.env.SSR && sprite && !children) {
      sprite.set(data.name, data.node);
      return (
        <svg
          width={size}
          height={size}
          fill="none"
          stroke={color}
          strokeWidth={strokeWidth}
          className={cn(...classes, className)}
          {...hidden}
          {...rest}
        >
          <use href={`#${iconSymbolId(data.name)}`} />
        </svg>
      );
    }
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke={color}
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={cn(...classes, className)}
        {...hidden}
        {...rest}
      >
        {data.node.map(([Tag, { key, ...attributes }]) => (
          <Tag key={key} {...attributes} />
        ))}
        {children}
      </svg>
    );
  }
  Icon.displayName = data.name;
  return Icon;
}
