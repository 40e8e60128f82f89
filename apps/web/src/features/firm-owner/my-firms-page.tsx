import { Building2, KeyRound, Plus, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardListSkeleton } from '../../components/skeletons.tsx';
import { paths } from '../../config/paths.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { cn } from '../../lib/class-names.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useMyFirms } from './api/get-my-firms.ts';
import { OwnedFirmCard } from './owned-firm-card.tsx';

const primaryLink = cn(
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-700 px-5',
  'font-semibold text-white hover:bg-brand-800',
);

function ApplyLink() {
  const { t } = useTranslation('firms');
  return (
    <Link to={paths.firmApply} className={primaryLink}>
      <Plus aria-hidden size={18} />
      {t('mine.apply')}
    </Link>
  );
}

/** No firm yet: what the directory is, and why its reviews can be trusted. */
function NoFirms() {
  const { t } = useTranslation('firms');
  const points = [
    { Icon: Building2, text: t('empty.directory') },
    { Icon: ShieldCheck, text: t('empty.checked') },
    { Icon: KeyRound, text: t('empty.codes') },
  ];
  return (
    <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:p-10">
      <h2 className="text-xl font-semibold text-gray-900">{t('empty.title')}</h2>
      <ul className="mt-4 space-y-3">
        {points.map(({ Icon, text }) => (
          <li key={text} className="flex items-start gap-3 text-[15px] text-gray-800">
            <Icon aria-hidden size={22} className="mt-0.5 shrink-0 text-brand-700" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <ApplyLink />
      </div>
    </div>
  );
}

/** /user/my-firms (issue 14): the firms I run, where each stands, and the review codes of listed ones. */
export function MyFirmsPage() {
  const { t } = useTranslation(['firms', 'messages']);
  const firms = useMyFirms();
  useDocumentTitle(t('mine.title'));
  const hasFirms = (firms.data?.firms.length ?? 0) > 0;
  return (
    <div>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">{t('mine.title')}</h1>
          <p className="mt-1 max-w-2xl text-[15px] text-gray-700">{t('mine.intro')}</p>
        </div>
        {hasFirms ? <ApplyLink /> : null}
      </div>
      {firms.isPending ? (
        <CardListSkeleton />
      ) : firms.isError ? (
        <div role="alert" className="rounded-xl bg-white p-6 text-gray-800 shadow-sm ring-1 ring-red-200">
          <p>{apiErrorMessage(firms.error, t, 'errors.fetchFailed')}</p>
          <button
            type="button"
            onClick={() => void firms.refetch()}
            className="mt-3 min-h-11 font-semibold text-brand-800 underline"
          >
            {t('mine.retry')}
          </button>
        </div>
      ) : hasFirms ? (
        <div className="space-y-5">
          {firms.data.firms.map((firm) => (
            <OwnedFirmCard key={firm.PostID} firm={firm} />
          ))}
        </div>
      ) : (
        <NoFirms />
      )}
    </div>
  );
}
