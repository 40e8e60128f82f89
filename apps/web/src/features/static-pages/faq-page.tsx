import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { useSupportContact } from './support-contact.tsx';
import { paths } from '../../config/paths.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { formatNumber } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { cn } from '../../lib/class-names.ts';

interface FaqItem {
  q: string;
  a: string;
}

/** Sixteen questions and answers (spec §2), each a native disclosure: keyboard and screen-reader friendly. */
export function FaqPage() {
  const { t } = useTranslation(['pages', 'common']);
  const contact = useSupportContact();
  const language = useLanguage();
  useDocumentTitle(t('faq.metaTitle'));
  const items = t('faq.items', { returnObjects: true, ...contact }) as FaqItem[];
  return (
    <>
      <PageHeader title={t('faq.title')} intro={t('faq.intro', contact)}>
        <p className="mt-4 text-sm font-semibold text-white/90">
          {t('common:static.questionsCount', { value: items.length })}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 py-8">
        <ol className="space-y-3" data-testid="faq-list">
          {items.map((item, index) => (
            <li key={item.q}>
              <details className="group rounded-xl bg-white shadow-sm open:ring-1 open:ring-brand-100">
                <summary
                  className={cn(
                    'flex cursor-pointer list-none items-start gap-3 rounded-xl p-4',
                    'text-[17px] font-semibold text-gray-900 sm:p-5',
                    '[&::-webkit-details-marker]:hidden',
                  )}
                >
                  <span
                    className={cn(
                      'mt-0.5 inline-flex h-7 min-w-7 items-center justify-center',
                      'rounded-full bg-brand-50 px-1.5 text-sm text-brand-800',
                    )}
                  >
                    {formatNumber(index + 1, language)}
                  </span>
                  <span className="flex-1">{item.q}</span>
                  <ChevronDown
                    aria-hidden
                    size={20}
                    className="mt-1 shrink-0 transition-transform group-open:rotate-180"
                  />
                </summary>
                <p className="px-4 pb-5 pl-14 text-[16px] text-gray-700 sm:px-5 sm:pl-15">{item.a}</p>
              </details>
            </li>
          ))}
        </ol>
        <p className="mt-8 text-center text-[16px] text-gray-700">
          <Link to={paths.contactUs} className="font-semibold text-brand-800 underline underline-offset-2">
            {t('contactUs.title')}
          </Link>
          {' · '}
          <Link to={paths.staySafe} className="font-semibold text-brand-800 underline underline-offset-2">
            {t('staySafe.title')}
          </Link>
        </p>
      </div>
    </>
  );
}
