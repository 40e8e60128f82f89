import type { ArticleDetail, Language } from '@ghorbari/contracts';
import { Clock, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../lib/navigation/navigation.tsx';
import { BackLink, useBackToList } from '../../components/back-link.tsx';
import { DetailPage } from '../../components/detail-layout.tsx';
import { ShareOptions } from '../../components/share-options.tsx';
import { href, paths } from '../../config/paths.ts';
import { cn } from '../../lib/class-names.ts';
import { useFirstRender } from '../../lib/first-render.tsx';
import { Redirect, useHttpStatus } from '../../lib/page-head.tsx';
import { textLanguage } from '../../lib/text-language.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { isArticleId, isArticleUnavailable, useArticle } from './api/get-article.ts';
import { ArticleBody } from '../../domain/blog/article-body.tsx';
import { ArticleCard, WrittenInTag } from './article-card.tsx';
import { ArticleHead } from './article-head.tsx';
import { ArticleSkeleton } from './article-skeleton.tsx';
import { ArticleUnavailable } from './article-unavailable.tsx';
import { otherLanguage, publishedDate, readingTimeText } from './blog-format.ts';
import { blogHref, emptyBlogQuery, type BlogQuery } from './blog-query.ts';
import { ArticleComments } from './comments/article-comments.tsx';
import { island } from '../../islands/island.tsx';
import { TwinLink } from './twin-link.tsx';

// What a reader touches on an article's page, each an island on the server's page (ADR 059).
const TwinIsland = island('article-twin', TwinLink);
const ShareIsland = island('article-share', ShareOptions);
const CommentsIsland = island('article-comments', ArticleComments);

function ArticleView({ article, language }: { article: ArticleDetail; language: Language }) {
  const { t } = useTranslation(['blog', 'enums']);
  const back = useBackToList(paths.blog);
  const { origin } = useFirstRender();
  const words = otherLanguage(article.language, language);
  // Its topic and tags lead to the articles of its own language (issue 31): an English one's to English ones.
  const sameLanguage: BlogQuery = { ...emptyBlogQuery, language: words ?? '' };
  const url = new URL(href.blogPostDetails(String(article.id)), origin).href;
  return (
    <DetailPage>
      <ArticleHead article={article} />
      <BackLink to={back}>{t('article.back')}</BackLink>
      <article className="mx-auto mt-2 max-w-3xl" data-testid="article">
        <header>
          <p className="flex flex-wrap items-center gap-2 text-[15px] font-semibold">
            <span className="sr-only">{t('article.category')}: </span>
            <Link
              to={blogHref({ ...sameLanguage, category: article.category })}
              className="inline-flex min-h-8 items-center text-brand-800 hover:underline"
            >
              {t(`enums:blogCategory.${article.category}`)}
            </Link>
            {words ? <WrittenInTag language={article.language} /> : null}
          </p>
          <h1
            lang={words}
            className="mt-2 text-[26px] font-semibold leading-tight text-gray-900 sm:text-[34px] sm:leading-tight"
          >
            {article.title}
          </h1>
          <p lang={words} className="mt-3 text-[18px] text-gray-700 sm:text-[19px]">
            {article.summary}
          </p>
          <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-[15px] text-gray-700">
            <span className="inline-flex items-center gap-1.5">
              <UserRound aria-hidden size={17} className="shrink-0 text-gray-500" />
              <span>
                {t('article.author')}{' '}
                <span lang={textLanguage(article.authorName, language)}>{article.authorName}</span>
              </span>
            </span>
            <span>
              <span className="sr-only">{t('article.published')}: </span>
              <time dateTime={article.publishedAt}>{publishedDate(article.publishedAt, language)}</time>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden size={17} className="shrink-0 text-gray-500" />
              {readingTimeText(t, article.readingMinutes, language)}
            </span>
          </p>
          {article.twin ? (
            <div className="mt-4">
              <TwinIsland twin={article.twin} language={language} />
            </div>
          ) : null}
        </header>
        {article.cover ? (
          <figure className="-mx-4 mt-6 sm:mx-0">
            <img
              src={article.cover.large}
              srcSet={`${article.cover.card} 480w, ${article.cover.large} 1280w`}
              sizes="(min-width: 800px) 768px, 100vw"
              alt={article.cover.alt}
              lang={words}
              width={1280}
              height={720}
              fetchPriority="high"
              decoding="async"
              className="aspect-[16/9] w-full bg-gray-100 object-cover sm:rounded-xl"
            />
          </figure>
        ) : null}
        <div className="mt-8">
          <ArticleBody html={article.bodyHtml} language={article.language} tableLabel={t('article.table')} />
        </div>
        {article.tags.length ? (
          <div className="mt-8 flex flex-wrap items-center gap-2">
            <h2 className="text-[15px] font-semibold text-gray-900">{t('article.tags')}:</h2>
            <ul className="flex flex-wrap gap-2" lang={words}>
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Link
                    to={blogHref({ ...sameLanguage, q: tag })}
                    className={cn(
                      'inline-flex min-h-9 items-center rounded-full bg-gray-100 px-3 text-[14px]',
                      'text-gray-800 hover:bg-brand-50 hover:text-brand-800',
                    )}
                  >
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="mt-8 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
          <ShareIsland id="article-share-title" title={article.title} url={url} />
        </div>
      </article>

      {article.related.length ? (
        <section aria-labelledby="article-related-title" className="mt-12" data-testid="article-related">
          <h2 id="article-related-title" className="text-xl font-semibold text-gray-900 sm:text-2xl">
            {t('article.related')}
          </h2>
          <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {article.related.map((related) => (
              <li key={related.id}>
                <ArticleCard article={related} language={language} level={3} variant="compact" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="mx-auto mt-12 max-w-3xl">
        <CommentsIsland articleId={article.id} commentCount={article.commentCount} />
      </div>
    </DetailPage>
  );
}

/** /BlogPostDetails/{id} (issue 16): the article, its twin, related articles and the comments. */
export function ArticlePage() {
  const { t } = useTranslation('blog');
  const language = useLanguage();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const query = useArticle(id, language);
  const article = query.data?.article;
  const missing = !isArticleId(id) || (query.isError && isArticleUnavailable(query.error));
  useDocumentTitle(article?.title ?? (missing ? t('article.unavailableTitle') : t('article.title')));
  useHttpStatus(missing ? 404 : query.isError ? 503 : 200);

  if (missing) return <ArticleUnavailable />;
  if (query.isError) return <ArticleUnavailable retry={() => void query.refetch()} />;
  if (!article) return <ArticleSkeleton />;
  // Asked for in its twin's language (`?lang=`: the language switch tapped before the page came
  // alive, a shared address), the article is its twin there (issue 64).
  const asked = params.get('lang');
  if (article.twin && asked === article.twin.language && asked !== article.language)
    return <Redirect asked to={`${href.blogPostDetails(String(article.twin.id))}?lang=${asked}`} />;
  return <ArticleView article={article} language={language} />;
}
