import { Eye, EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/class-names.ts';

/**
 * Who will see a field of the post, said under it (issue 41): every visitor (the area, the street
 * name, the post code), or only the owner and support (the house and road number, unless shown).
 */
export function Visibility({ everyone, children }: { everyone: boolean; children: ReactNode }) {
  const Icon = everyone ? Eye : EyeOff;
  return (
    <span className={cn('inline-flex items-start gap-1.5', everyone ? 'font-medium text-brand-800' : 'text-gray-700')}>
      <Icon aria-hidden size={16} className="mt-0.5 shrink-0" />
      <span>{children}</span>
    </span>
  );
}
