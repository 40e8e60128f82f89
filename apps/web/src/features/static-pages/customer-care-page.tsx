import { useTranslation } from 'react-i18next';
import { ContentSections, type ContentSection } from '../../components/content-sections.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSupportContact } from './support-contact.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ContactCards } from './contact-cards.tsx';

/** Customer care: open daily 10:00 AM – 7:00 PM (spec §1). */
export function CustomerCarePage() {
  const { t } = useTranslation('pages');
  const contact = useSupportContact();
  useDocumentTitle(t('customerCare.metaTitle'));
  const sections = t('customerCare.sections', { returnObjects: true, ...contact }) as ContentSection[];
  return (
    <>
      <PageHeader title={t('customerCare.title')} intro={t('customerCare.intro', contact)} />
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
        <ContactCards
          callTitle={t('customerCare.callTitle')}
          callText={t('customerCare.callText', contact)}
          emailTitle={t('customerCare.emailTitle')}
          emailText={t('customerCare.emailText', contact)}
          hoursTitle={t('customerCare.hoursTitle')}
          hours={t('customerCare.hours')}
        />
        <ContentSections sections={sections} />
      </div>
    </>
  );
}
