import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentSections, type ContentSection } from '../../components/content-sections.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSupportContact } from './support-contact.tsx';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ContactCards } from './contact-cards.tsx';
import { cn } from '../../lib/class-names.ts';

/** Contact us: call or email, hours 10:00–19:00, links to FAQ and Stay Safe (spec §2). */
export function ContactUsPage() {
  const { t } = useTranslation('pages');
  const contact = useSupportContact();
  useDocumentTitle(t('contactUs.metaTitle'));
  const sections = t('contactUs.sections', { returnObjects: true, ...contact }) as ContentSection[];
  return (
    <>
      <PageHeader title={t('contactUs.title')} intro={t('contactUs.intro', contact)} />
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
        <ContactCards
          callTitle={t('contactUs.callTitle')}
          callText={t('contactUs.callText', contact)}
          emailTitle={t('contactUs.emailTitle')}
          emailText={t('contactUs.emailText', contact)}
          hoursTitle={t('contactUs.hoursTitle')}
          hours={t('contactUs.hours')}
        />
        <section aria-labelledby="contact-help" className="rounded-xl border border-brand-100 bg-brand-50 p-5 sm:p-6">
          <h2 id="contact-help" className="text-lg font-semibold text-gray-900">
            {t('contactUs.helpTitle')}
          </h2>
          <p className="mt-1 text-[16px] text-gray-700">{t('contactUs.helpText')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link
              to={paths.faqAlias}
              className="rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              {t('contactUs.faqLink')}
            </Link>
            <Link
              to={paths.staySafe}
              className={cn(
                'rounded-md border border-brand-700 bg-white px-4 py-2.5 font-semibold',
                'text-brand-800 hover:bg-brand-50',
              )}
            >
              {t('contactUs.staySafeLink')}
            </Link>
          </div>
        </section>
        <ContentSections sections={sections} />
      </div>
    </>
  );
}
