import { Search, X } from './inline-icons.tsx';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/class-names.ts';

interface SearchInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** The magnifier's size, to suit the box's height. */
  iconSize?: number;
  /** The frame's classes (width, margin); `className` is the input's own look. */
  boxClassName?: string;
  /** While the box holds words, an × inside it that empties it: its label and what it does. */
  clear?: { label: string; onClear: () => void };
  /** What hangs from the box (a list of suggestions), placed against it. */
  children?: ReactNode;
}

/**
 * A search box (listings' keyword, the inbox, the blog, a firm's name, the words of a search
 * form): a magnifier at the input's left, and with `clear` an × at its right while there are
 * words. The input's height, border and padding stay the caller's, as each form sizes its own.
 */
export function SearchInput({ iconSize = 18, boxClassName, clear, children, ...input }: SearchInputProps) {
  return (
    <div className={cn('relative', boxClassName)}>
      {/* Above the input, which may be a stacking context of its own (a contained one). */}
      <Search
        aria-hidden
        size={iconSize}
        className="pointer-events-none absolute left-3 top-1/2 z-[1] -translate-y-1/2 text-gray-500"
      />
      <input type="search" {...input} />
      {clear && input.value ? (
        <button
          type="button"
          onClick={clear.onClear}
          aria-label={clear.label}
          className={cn(
            'absolute right-0 top-0 inline-flex h-11 w-11 items-center justify-center',
            'rounded-md text-gray-600 hover:text-gray-900',
          )}
        >
          <X aria-hidden size={18} />
        </button>
      ) : null}
      {children}
    </div>
  );
}
