import type { ArticleCard as ArticleCardData, Language } from '@ghorbari/contracts';
import { Clock, Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CardLink } from '../../components/card-parts.tsx';
import { href } from '../../config/paths.ts';
import { cn } from '../../lib/class-names.ts';
import { otherLanguage, publishedDate, readingTimeText } from './blog-format.ts';

/**
 * 'card' in the blog's grid; 'spotlight' large at the top, the cover beside the words on a wide
 * screen; 'compact' under an article, a row with a small cover on a phone (a card from sm up).
 */
type Variant = 'card' | 'spotlight' | 'compact';

interface ArticleCardProps {
  article: ArticleCardData;
  language: Language;
  variant?: Variant;
  /** h2 in the blog's list; h3 under "read next". */
  level?: 2 | 3;
  /** Router state handed to the article (the list it was opened from, for its back link). */
  linkState?: unknown;
}

const coverBox: Record<Variant, string> = {
  card: 'aspect-[16/9] sm:aspect-[4/3]',
  spotlight: 'aspect-[4/3] sm:aspect-[16/10] lg:aspect-auto lg:h-full lg:min-h-[22rem]',
  compact: 'aspect-square w-28 shrink-0 self-start sm:aspect-[4/3] sm:w-auto sm:self-auto',
};

function Cover({ article, variant }: { article: ArticleCardData; variant: Variant }) {
  const large = variant === 'spotlight';
  return (
    <div className={cn('relative bg-gray-100', coverBox[variant])}>
      {article.cover ? (
        <img
          src={large ? article.cover.large : article.cover.card}
          alt=""
          width={large ? 1280 : 480}
          height={large ? 800 : 360}
          // The spotlight is the first thing seen: fetched at once; the cards as they scroll in.
          loading={large ? 'eager' : 'lazy'}
          decoding="async"
          {...(large ? { fetchPriority: 'high' as const } : {})}
          className={cn('h-full w-full object-cover', large ? 'lg:absolute lg:inset-0' : '')}
        />
      ) : (
        <span className="flex h-full items-center justify-center text-gray-400">
          <Newspaper aria-hidden size={large ? 56 : 40} />
        </span>
      )}
    </div>
  );
}

/** "In English" / "বাংলায়" beside an article written in the other language than the reader's. */
export function WrittenInTag({ language }: { language: Language }) {
  const { t } = useTranslation('blog');
  return (
    <span className="rounded-full bg-gray-100 px-2.5 py-0.5 font-normal text-gray-700">
      {t(`writtenIn.${language}`)}
    </span>
  );
}

/** An article in a list: cover, category, title, summary, reading time and date. The whole card opens it. */
export function ArticleCard({ article, language, variant = 'card', level = 2, linkState }: ArticleCardProps) {
  const { t } = useTranslation(['blog', 'enums']);
  const Heading = `h${level}` as const;
  const words = otherLanguage(article.language, language);
  const large = variant === 'spotlight';
  const compact = variant === 'compact';
  return (
    <article
      data-testid={large ? 'blog-spotlight' : 'article-card'}
      className={cn(
        'relative flex h-full overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200',
        'transition focus-within:ring-2 focus-within:ring-brand-700 hover:shadow-md',
        compact ? 'flex-row sm:flex-col' : 'flex-col',
        large ? 'lg:grid lg:grid-cols-[3fr_2fr]' : '',
      )}
    >
      <Cover article={article} variant={variant} />
      <div
        className={cn(
          'flex min-w-0 flex-1 flex-col gap-2',
          compact ? 'p-3 sm:p-4' : 'p-4',
          large ? 'sm:p-6 lg:justify-center lg:gap-3 lg:p-8' : '',
        )}
      >
        <p className="flex flex-wrap items-center gap-2 text-[14px] font-semibold">
          {large ? (
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-amber-900">{t('spotlight')}</span>
          ) : null}
          <span className="text-brand-800">{t(`enums:blogCategory.${article.category}`)}</span>
          {words ? <WrittenInTag language={article.language} /> : null}
        </p>
        <Heading
          lang={words}
          className={cn(
            'font-semibold leading-snug text-gray-900',
            large
              ? 'text-[22px] sm:text-[26px] lg:text-[30px]'
              : compact
                ? 'text-[16px] sm:text-[18px]'
                : 'text-[18px]',
          )}
        >
          <CardLink to={href.blogPostDetails(String(article.id))} state={linkState}>
            {article.title}
          </CardLink>
        </Heading>
        <p
          lang={words}
          className={cn(
            'text-gray-700',
            large ? 'text-[16px] sm:text-[17px]' : 'line-clamp-3 text-[15px]',
            compact ? 'hidden sm:block' : '',
          )}
        >
          {article.summary}
        </p>
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-[14px] text-gray-600">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden size={15} className="shrink-0" />
            {readingTimeText(t, article.readingMinutes, language)}
          </span>
          <time dateTime={article.publishedAt}>{publishedDate(article.publishedAt, language)}</time>
        </p>
      </div>
    </article>
  );
}
