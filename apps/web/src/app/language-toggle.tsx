import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { rememberLanguage } from '../lib/session/remember-language.ts';
import { cn } from '../lib/class-names.ts';

/** Switches between Bengali and English; the choice is stored under `lng` (lib/i18n.ts). */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'bn' ? 'en' : 'bn';
  return (
    <button
      type="button"
      data-testid="language-toggle"
      onClick={() => {
        void i18n.changeLanguage(next);
        rememberLanguage(next);
      }}
      aria-label={t('language.switchLabel')}
      className={cn(
        'inline-flex h-11 items-center gap-1.5 rounded-md border',
        'border-gray-300 px-3 text-[15px] font-semibold text-gray-800',
        'hover:border-brand-700 hover:text-brand-800',
      )}
    >
      <Languages aria-hidden size={18} />
      <span lang={next}>{t('language.switchTo')}</span>
    </button>
  );
}
