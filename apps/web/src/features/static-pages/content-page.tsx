import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentSections, type ContentSection } from '../../components/content-sections.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSupportContact } from './support-contact.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PaidViewsNote } from './paid-views-note.tsx';

type ContentPageKey = 'fastSellRent' | 'aboutUs' | 'terms' | 'privacy' | 'staySafe';

/**
 * A page of headed sections from the `pages` namespace; long ones get a table of contents.
 * `children` come before the sections (the measured paid/free ratio, issue 19).
 */
function ContentPage({
  pageKey,
  withToc = false,
  children,
}: {
  pageKey: ContentPageKey;
  withToc?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation(['pages', 'common']);
  const contact = useSupportContact();
  const title = t(`${pageKey}.title`);
  useDocumentTitle(t(`${pageKey}.metaTitle`));
  const sections = t(`${pageKey}.sections`, { returnObjects: true, ...contact }) as ContentSection[];
  const lastUpdated = pageKey === 'terms' || pageKey === 'privacy' ? t(`${pageKey}.lastUpdated`) : undefined;
  return (
    <>
      <PageHeader title={title} intro={t(`${pageKey}.intro`, contact)}>
        {lastUpdated ? <p className="mt-4 text-sm font-semibold text-white/90">{lastUpdated}</p> : null}
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 py-8">
        {children}
        <ContentSections sections={sections} toc={withToc ? t('common:static.onThisPage') : undefined} />
      </div>
    </>
  );
}

export const FastSellRentPage = () => (
  <ContentPage pageKey="fastSellRent">
    <PaidViewsNote />
  </ContentPage>
);
export const AboutUsPage = () => <ContentPage pageKey="aboutUs" />;
export const TermsPage = () => <ContentPage pageKey="terms" withToc />;
export const PrivacyPage = () => <ContentPage pageKey="privacy" withToc />;
export const StaySafePage = () => <ContentPage pageKey="staySafe" />;
