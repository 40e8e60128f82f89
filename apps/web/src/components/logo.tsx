import { useTranslation } from 'react-i18next';
import { cn } from '../lib/class-names.ts';

/** `wordClassName` lets a crowded header hide the brand word on small screens (the mark stays). */
export function Logo({ inverted = false, wordClassName = '' }: { inverted?: boolean; wordClassName?: string }) {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-2">
      <svg aria-hidden viewBox="0 0 64 64" className="h-9 w-9 shrink-0">
        <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : '#006a4e'} />
        <path d="M32 13 11 31h6v19h11V38h8v12h11V31h6z" fill={inverted ? '#006a4e' : '#ffffff'} />
        <circle cx="32" cy="27" r="4" fill="#e4283d" />
      </svg>
      <span
        className={cn('text-xl font-semibold leading-none', inverted ? 'text-white' : 'text-brand-800', wordClassName)}
      >
        {t('brand')}
      </span>
    </span>
  );
}
