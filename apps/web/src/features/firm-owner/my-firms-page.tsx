import { Building2, KeyRound, Plus, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailedPanel, MemberPageHeader, PointsEmptyState } from '../../components/member-page.tsx';
import { CardListSkeleton } from '../../components/skeletons.tsx';
import { paths } from '../../config/paths.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { primaryButton } from '../../lib/button-styles.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useMyFirms } from './api/get-my-firms.ts';
import { OwnedFirmCard } from './owned-firm-card.tsx';

function ApplyLink() {
  const { t } = useTranslation('firms');
  return (
    <Link to={paths.firmApply} className={primaryButton}>
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
  return <PointsEmptyState title={t('empty.title')} points={points} action={<ApplyLink />} />;
}

/** /user/my-firms (issue 14): the firms I run, where each stands, and the review codes of listed ones. */
export function MyFirmsPage() {
  const { t } = useTranslation(['firms', 'messages']);
  const firms = useMyFirms();
  useDocumentTitle(t('mine.title'));
  const hasFirms = (firms.data?.firms.length ?? 0) > 0;
  return (
    <div>
      <MemberPageHeader title={t('mine.title')} intro={t('mine.intro')} actions={hasFirms ? <ApplyLink /> : null} />
      {firms.isPending ? (
        <CardListSkeleton />
      ) : firms.isError ? (
        <LoadFailedPanel retryLabel={t('mine.retry')} onRetry={() => void firms.refetch()}>
          <p>{apiErrorMessage(firms.error, t, 'errors.fetchFailed')}</p>
        </LoadFailedPanel>
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
