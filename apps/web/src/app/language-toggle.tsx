import { Languages } from '../components/inline-icons.tsx';
import { useTranslation } from 'react-i18next';
import { useLoadsPages, useLocation, useNavigate } from '../lib/navigation/navigation.tsx';
import { rememberLanguage } from '../lib/session/remember-language.ts';
import { cn } from '../lib/class-names.ts';
import { rememberLanguage as showLanguage } from '../lib/i18n/language.ts';
import { pageInLanguage } from '../lib/navigation/page-in-language.ts';

/**
 * Switches between Bengali and English; the choice is stored under `lng` (lib/i18n.ts). A link to
 * this page in the other language (`?lang=`, which the server renders and the app then keeps), so
 * a tap before the app has started works too (issue 30); once it is live, the switch is in place.
 * On a page with a twin in the other language (a blog article), the switch opens the twin.
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const loadsPages = useLoadsPages();
  const next = i18n.language === 'bn' ? 'en' : 'bn';
  const params = new URLSearchParams(search);
  const linked = params.has('lang');
  params.set('lang', next);
  return (
    <a
      href={`${pathname}?${params.toString()}${hash}`}
      data-testid="language-toggle"
      onClick={(event) => {
        event.preventDefault();
        // A page with a twin in that language (a blog article's) is that twin there (issue 64),
        // not its own words under the other language's menus.
        const twin = pageInLanguage(next);
        // On a page of islands the rest of the page is the server's HTML: it comes again in the
        // new language (the cookie tells the server), without the old `?lang=`.
        if (loadsPages) {
          showLanguage(next);
          rememberLanguage(next);
          params.delete('lang');
          const rest = params.toString();
          window.location.replace(twin ?? `${pathname}${rest ? `?${rest}` : ''}${hash}`);
          return;
        }
        void i18n.changeLanguage(next);
        rememberLanguage(next);
        if (twin) {
          void navigate(twin, { replace: true });
          return;
        }
        // An address that named the old language would bring it back on reload.
        if (linked) {
          params.delete('lang');
          const rest = params.toString();
          void navigate({ search: rest ? `?${rest}` : '', hash }, { replace: true });
        }
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
    </a>
  );
}
