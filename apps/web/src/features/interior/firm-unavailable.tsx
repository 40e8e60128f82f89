import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../components/unavailable-page.tsx';
import { paths } from '../../config/paths.ts';

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
  return <UnavailablePage texts={texts} backTo={paths.interior} retry={retry} testId="firm-unavailable" />;
}
