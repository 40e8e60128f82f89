import { Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ContentSections, type ContentSection } from '../../components/content-sections.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSupportContact } from './support-contact.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { cn } from '../../lib/class-names.ts';
import { InstallApp } from './install-app.tsx';

const PLAY_STORE_URL = 'https://play.google.com/store/apps/details?id=bd.com.ghorbari';

interface Feature {
  title: string;
  text: string;
}

export function DownloadAppPage() {
  const { t } = useTranslation('pages');
  const contact = useSupportContact();
  useDocumentTitle(t('downloadApp.metaTitle'));
  const features = t('downloadApp.features', { returnObjects: true }) as Feature[];
  const sections = t('downloadApp.sections', { returnObjects: true, ...contact }) as ContentSection[];
  return (
    <>
      <PageHeader title={t('downloadApp.title')} intro={t('downloadApp.intro')}>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <a
            href={PLAY_STORE_URL}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(
              'inline-flex items-center gap-2 rounded-lg bg-white px-5 py-3',
              'font-semibold text-brand-900 shadow hover:bg-gray-100',
            )}
          >
            <Smartphone aria-hidden size={20} />
            {t('downloadApp.storeButton')}
          </a>
          <p className="text-sm text-white/90">{t('downloadApp.storeNote')}</p>
        </div>
      </PageHeader>
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
        <InstallApp />
        <section aria-labelledby="app-features">
          <h2 id="app-features" className="text-2xl font-semibold text-gray-900">
            {t('downloadApp.featuresTitle')}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {features.map((feature) => (
              <li key={feature.title} className="rounded-xl bg-white p-5 shadow-sm">
                <h3 className="text-lg font-semibold text-gray-900">{feature.title}</h3>
                <p className="mt-1 text-[16px] text-gray-700">{feature.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <ContentSections sections={sections} />
      </div>
    </>
  );
}
