import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../components/unavailable-page.tsx';
import { paths } from '../../config/paths.ts';

/** No such offer (or closed): a 404 page; or a failed load with a retry. Both lead back to the offers. */
export function GroupUnavailable({ retry }: { retry?: () => void }) {
  const { t } = useTranslation('group');
  const texts = {
    missingTitle: t('detail.unavailableTitle'),
    missingText: t('detail.unavailableText'),
    errorTitle: t('detail.title'),
    errorText: t('detail.loadError'),
    retry: t('error.retry'),
    back: t('detail.back'),
    home: t('detail.home'),
  };
  return <UnavailablePage texts={texts} backTo={paths.groupBuilding} retry={retry} testId="group-unavailable" />;
}
