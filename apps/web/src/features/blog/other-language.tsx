import type { BlogListResponse, Language } from '@ghorbari/contracts';
import { ArrowLeft, ArrowRight, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../lib/class-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { secondaryAction } from './blog-notice.tsx';
import { blogHref, type BlogQuery } from './blog-query.ts';

type Other = NonNullable<BlogListResponse['otherLanguage']>;

/**
 * Below the reader's own articles (issue 31): how many more are written in the other language,
 * and a link to them, with the same words and topic. Marked, so no one opens one unawares.
 */
export function OtherLanguageOffer({ query, other, reader }: { query: BlogQuery; other: Other; reader: Language }) {
  const { t } = useTranslation('blog');
  if (other.total === 0) return null;
  const n = formatNumber(other.total, reader);
  return (
    <section
      aria-labelledby="blog-other-language"
      data-testid="blog-other-language"
      className={cn(
        'mt-8 rounded-xl bg-gray-50 p-5 ring-1 ring-gray-200',
        'sm:flex sm:items-center sm:justify-between sm:gap-4',
      )}
    >
      <div>
        <h2 id="blog-other-language" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
          <Languages aria-hidden size={20} className="shrink-0 text-brand-700" />
          {t(`writtenIn.${other.language}`)}
        </h2>
        <p className="mt-1 text-[16px] text-gray-700">
          {t(`otherLanguage.${other.language}.text`, { count: other.total, n })}
        </p>
      </div>
      <Link
        to={blogHref({ ...query, language: other.language })}
        className={cn(secondaryAction, 'mt-3 shrink-0 gap-2 px-5 sm:mt-0')}
      >
        {t(`otherLanguage.${other.language}.link`)}
        <ArrowRight aria-hidden size={18} />
      </Link>
    </section>
  );
}

/** Above a list of the other language's articles: it says so, and leads back to the reader's own. */
export function OtherLanguageNote({ query, listed }: { query: BlogQuery; listed: Language }) {
  const { t } = useTranslation('blog');
  return (
    <div
      data-testid="blog-listed-language"
      className={cn(
        'mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl',
        'bg-amber-50 px-4 py-3 ring-1 ring-amber-200',
      )}
    >
      <p className="flex items-center gap-2 text-[16px] font-semibold text-amber-950">
        <Languages aria-hidden size={20} className="shrink-0" />
        {t(`otherLanguage.${listed}.listed`)}
      </p>
      <Link
        to={blogHref({ ...query, language: '' })}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-2"
      >
        <ArrowLeft aria-hidden size={18} />
        {t(`otherLanguage.${listed}.back`)}
      </Link>
    </div>
  );
}
