import { Building2 } from 'lucide-react';
import { cn } from '../../lib/class-names.ts';

/** A firm's logo, shown whole in a fixed square beside its name, or a building drawing when it has none. */
export function FirmLogoBox({ src, alt }: { src: string | null; alt: string }) {
  return (
    <div
      className={cn(
        'flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden',
        'rounded-lg bg-gray-100 ring-1 ring-gray-200',
      )}
    >
      {src ? (
        <img src={src} alt={alt} className="h-full w-full object-contain" />
      ) : (
        <Building2 aria-hidden size={28} className="text-gray-500" />
      )}
    </div>
  );
}
