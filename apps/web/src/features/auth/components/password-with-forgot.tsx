import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PasswordField } from '../../../components/form-fields.tsx';
import { paths } from '../../../config/paths.ts';
import { withNext } from '../safe-next.ts';
import { textLinkClass } from './auth-card.tsx';

/** The sign-in's password box with the way to a forgotten password under it (email or number). */
export function PasswordWithForgot({
  registration,
  error,
  next,
}: {
  registration: UseFormRegisterReturn<'password'>;
  error: FieldError | undefined;
  next: string | null;
}) {
  const { t } = useTranslation('account');
  return (
    <div>
      <PasswordField label={t('fields.password')} autoComplete="current-password" error={error} {...registration} />
      <p className="mt-2 text-right text-[15px]">
        <Link to={withNext(paths.forgotPassword, next)} className={textLinkClass}>
          {t('signIn.forgot')}
        </Link>
      </p>
    </div>
  );
}
