import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/class-names.ts';

const itemClass = cn(
  'flex min-h-11 cursor-pointer select-none items-center gap-2 rounded-md',
  'px-3 text-[15px] text-gray-800 outline-none',
  'data-[disabled]:cursor-not-allowed data-[disabled]:text-gray-500',
  'data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900',
);

interface OptionsMenuProps {
  /** The trigger's name for screen readers. */
  label: string;
  /** What the trigger shows: an icon, or an icon and a word. */
  trigger: ReactNode;
  triggerClassName: string;
  /** The open menu's least and greatest width. */
  widthClassName: string;
  children: ReactNode;
}

/**
 * A button that opens a list of actions under it, aligned to its right (a post's edit and delete,
 * the inbox's actions on a phone). Radix gives it arrow keys, Escape and the focus's way back.
 */
export function OptionsMenu({ label, trigger, triggerClassName, widthClassName, children }: OptionsMenuProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger aria-label={label} className={triggerClassName}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className={cn('z-50 rounded-lg bg-white p-1 shadow-lg ring-1 ring-gray-200', widthClassName)}
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

interface OptionsMenuItemProps {
  Icon: LucideIcon;
  onSelect: () => void;
  disabled?: boolean;
  /** Red, for an action that deletes. */
  danger?: boolean;
  children: ReactNode;
}

/** One action of an options menu: its icon and words on a row a thumb can hit. */
export function OptionsMenuItem({ Icon, onSelect, disabled, danger = false, children }: OptionsMenuItemProps) {
  return (
    <DropdownMenu.Item
      disabled={disabled}
      className={cn(itemClass, danger && 'text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800')}
      onSelect={onSelect}
    >
      <Icon aria-hidden size={18} />
      {children}
    </DropdownMenu.Item>
  );
}

/** A line between groups of actions. */
export function OptionsMenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />;
}
