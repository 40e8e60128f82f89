import type { ArticleDetail } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { href } from '../../config/paths.ts';
import { usePageHead } from '../../lib/page-head.tsx';

/**
 * What a shared link to the article shows (Facebook, WhatsApp) and what search engines read:
 * its summary, its cover large, when it came out, its topic and tags, its twin in the other
 * language, and the article as schema.org data. Renders nothing.
 */
export function ArticleHead({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation('enums');
  const section = t(`blogCategory.${article.category}`);
  usePageHead({
    description: article.summary,
    // The cover as it is: its size is not known here, so none is claimed.
    ...(article.cover
      ? { image: article.cover.large, imageAlt: article.cover.alt || article.title, imageSize: null }
      : {}),
    ogType: 'article',
    // Search engines find the English twin as the English page, as the language switch does (issue 64).
    ...(article.twin ? { twins: { [article.twin.language]: href.blogPostDetails(String(article.twin.id)) } } : {}),
    article: {
      publishedTime: article.publishedAt,
      modifiedTime: article.updatedAt,
      section,
      tags: article.tags,
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: article.title,
      description: article.summary,
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
      inLanguage: article.language,
      articleSection: section,
      ...(article.tags.length ? { keywords: article.tags.join(', ') } : {}),
      author: { '@type': 'Person', name: article.authorName },
    },
  });
  return null;
}
