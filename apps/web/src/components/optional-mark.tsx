import { useTranslation } from 'react-i18next';

/**
 * "(optional)" after a field's label. Its own module, so the location picker on the home page
 * does not pull in every form field (and their icons) with it.
 */
export function OptionalMark() {
  const { t } = useTranslation('account');
  return <span className="font-normal text-gray-600"> ({t('fields.optional')})</span>;
}
