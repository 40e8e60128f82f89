import type { ArticleDetail, Language } from '@ghorbari/contracts';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { href } from '../../config/paths.ts';
import { cn } from '../../lib/class-names.ts';
import { rememberLanguage as keepLanguage } from '../../lib/i18n/language.ts';
import { Link, useLoadsPages } from '../../lib/navigation/navigation.tsx';
import { rememberLanguage } from '../../lib/session/remember-language.ts';

/**
 * The same article in the other language; opening it switches the site to that language too, as
 * the navbar's language switch on this page does (it follows this link, issue 64).
 */
export function TwinLink({ twin, language }: { twin: NonNullable<ArticleDetail['twin']>; language: Language }) {
  const { t, i18n } = useTranslation('blog');
  // On a page of islands the twin's page loads in the language kept here (ADR 059).
  const loadsPages = useLoadsPages();
  return (
    <Link
      to={href.blogPostDetails(String(twin.id))}
      hrefLang={twin.language}
      // The navbar's language switch goes here too (lib/navigation/page-in-language.ts, issue 64).
      data-page-in-language=""
      data-testid="article-twin"
      onClick={() => {
        if (twin.language === language) return;
        if (loadsPages) keepLanguage(twin.language);
        else void i18n.changeLanguage(twin.language);
        rememberLanguage(twin.language);
      }}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-700 bg-white px-4',
        'text-[15px] font-semibold text-brand-800 hover:bg-brand-50',
      )}
    >
      <Languages aria-hidden size={18} />
      {t(`article.twin.${twin.language}`)}
    </Link>
  );
}
