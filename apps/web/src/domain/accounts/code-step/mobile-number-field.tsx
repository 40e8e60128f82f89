import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../../components/form-fields.tsx';

/**
 * The reader's own mobile number, to sign in or to get a code by SMS (issue 40): the dial pad,
 * the number the browser knows for them (`tel`, with or without +880: the schema reads both),
 * and a hint that says it may be written the way they always write it.
 */
export function MobileNumberField(props: Omit<ComponentProps<typeof PhoneField>, 'label' | 'hint' | 'autoComplete'>) {
  const { t } = useTranslation('account');
  return <PhoneField label={t('fields.phone')} hint={t('fields.mobileHint')} autoComplete="tel" {...props} />;
}
