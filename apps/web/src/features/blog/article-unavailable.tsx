import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../components/unavailable-page.tsx';
import { paths } from '../../config/paths.ts';

/** No such article (or not published): a 404 page; or a failed load with a retry. Both lead back to the blog. */
export function ArticleUnavailable({ retry }: { retry?: () => void }) {
  const { t } = useTranslation('blog');
  const texts = {
    missingTitle: t('article.unavailableTitle'),
    missingText: t('article.unavailableText'),
    errorTitle: t('article.title'),
    errorText: t('article.loadError'),
    retry: t('article.retry'),
    back: t('article.toBlog'),
    home: t('article.home'),
  };
  return <UnavailablePage texts={texts} backTo={paths.blog} retry={retry} testId="article-unavailable" />;
}
