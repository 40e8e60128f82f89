import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../components/unavailable-page.tsx';
import { paths } from '../../config/paths.ts';
import { useWholeApp } from '../../islands/island.tsx';

/** No such firm (or not approved): a 404 page; or a failed load with a retry. Both lead back to the directory. */
export function FirmUnavailable({ retry }: { retry?: () => void }) {
  const { t } = useTranslation('interior');
  const texts = {
    missingTitle: t('detail.unavailableTitle'),
    missingText: t('detail.unavailableText'),
    errorTitle: t('detail.title'),
    errorText: t('detail.loadError'),
    retry: t('detail.retry'),
    back: t('detail.back'),
    home: t('detail.home'),
  };
  // Its owner may open a firm that is not approved: a member gets the whole app (ADR 059).
  useWholeApp(retry ? undefined : 'member');
  return <UnavailablePage texts={texts} backTo={paths.interior} retry={retry} testId="firm-unavailable" />;
}
