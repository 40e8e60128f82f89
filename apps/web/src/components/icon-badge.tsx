import type { LucideIcon } from 'lucide-react';
import type { IconComponent } from './inline-icons.tsx';
import { cn } from '../lib/class-names.ts';

/** Badge sizes in use, each with the icon size that fills it the same way everywhere. */
const SIZES = {
  xs: { box: 'h-9 w-9', icon: 18 },
  sm: { box: 'h-10 w-10', icon: 20 },
  md: { box: 'h-11 w-11', icon: 22 },
  lg: { box: 'h-12 w-12', icon: 24 },
  xl: { box: 'h-14 w-14', icon: 28 },
} as const;

const TONES = {
  brand: 'bg-brand-50 text-brand-800',
  gray: 'bg-gray-100 text-gray-700',
  amber: 'bg-amber-50 text-amber-800',
  red: 'bg-red-50 text-red-700',
} as const;

interface IconBadgeProps {
  icon: LucideIcon | IconComponent;
  size: keyof typeof SIZES;
  tone: keyof typeof TONES;
  /** An icon size other than the badge's usual one. */
  iconSize?: number;
  /** Layout only: `shrink-0` beside text, `mx-auto` above a centred title. */
  className?: string;
}

/**
 * A decorative icon in a tinted circle (a step, a choice, a notice's heading). The icon is hidden
 * from screen readers: the text beside it says the same.
 */
export function IconBadge({ icon: Icon, size, tone, iconSize, className }: IconBadgeProps) {
  return (
    <span
      className={cn(className, 'inline-flex', SIZES[size].box, 'items-center justify-center rounded-full', TONES[tone])}
    >
      <Icon aria-hidden size={iconSize ?? SIZES[size].icon} />
    </span>
  );
}
