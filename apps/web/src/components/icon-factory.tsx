import type { SVGProps } from 'react';
import { cn } from '../lib/class-names.ts';

/** What each of lucide-react's icon modules hands its factory: the icon's name and drawing. */
interface IconData {
  name: string;
  aliases?: string[];
  node: [tag: string, attributes: Record<string, string>][];
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
 */
export default function createLucideIcon(data: IconData) {
  const classes = ['lucide', `lucide-${data.name}`, ...(data.aliases ?? []).map((alias) => `lucide-${alias}`)];
  function Icon({ size = 24, strokeWidth = 2, color = 'currentColor', className, children, ...rest }: IconProps) {
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
        {...(children || labelled(rest) ? {} : { 'aria-hidden': true })}
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
