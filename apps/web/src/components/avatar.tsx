import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../lib/class-names.ts';

const sizes = { sm: 'h-9 w-9 text-sm', md: 'h-14 w-14 text-lg', lg: 'h-24 w-24 text-3xl' } as const;

/** Initials of the first two words: "Demo User" → "DU", "রহিম উদ্দিন" → "রউ". */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

/**
 * A member's picture, or their initials when there is none (or it fails to load). Decorative: the name is shown beside
 * it.
 */
export function Avatar({
  name,
  src,
  size = 'sm',
}: {
  name: string;
  src: string | null | undefined;
  size?: keyof typeof sizes;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const box = `${sizes[size]} shrink-0 rounded-full`;
  if (src && failed !== src) {
    return <img src={src} alt="" className={`${box} bg-gray-100 object-cover`} onError={() => setFailed(src)} />;
  }
  // The initials are drawn as generated content, not text: the name beside the picture (or the
  // button's label) is what is read and matched, so a button holding this keeps one clear name.
  return (
    <span
      aria-hidden
      data-initials={initials(name)}
      className={cn(
        box,
        'inline-flex items-center justify-center bg-brand-100 font-semibold',
        'text-brand-800 before:content-[attr(data-initials)]',
      )}
    />
  );
}

/** In place of a picture when there is no member to show: an account that is gone, or (`faded`) a removed comment. */
export function NoAvatar({ faded = false }: { faded?: boolean }) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full',
        faded ? 'bg-gray-100 text-gray-500' : 'bg-gray-200 text-gray-600',
      )}
    >
      <UserRound size={18} />
    </span>
  );
}

/** The picture beside a comment or a review: the member's, or `NoAvatar` once their account is gone (no name). */
export function MemberAvatar({ name, src }: { name: string | null | undefined; src: string | null | undefined }) {
  return name ? <Avatar name={name} src={src} /> : <NoAvatar />;
}
