import { resetTokenSchema } from '@ghorbari/contracts';
import { LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../../components/form-fields.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useResetLinkCheck } from './api/password-reset.ts';
import { AuthCard, BackToSignIn, textLinkClass } from './components/auth-card.tsx';
import { NewPasswordForm } from './components/new-password-form.tsx';

/**
 * /ResetPassword/{resetToken}: the mailed link, straight to the new password (spec §2). The link
 * is checked as the page opens (issue 62): a bad or expired one says so in the spec's words (§8)
 * before the reader types a password, with a way to ask for a new code.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation(['account', 'messages']);
  useDocumentTitle(t('reset.metaTitle'));
  const { resetToken = '' } = useParams();
  const check = useResetLinkCheck(resetToken);
  const wellFormed = resetTokenSchema.safeParse(resetToken).success;
  // The server's refusal (in the reader's language) says why; a call that failed otherwise
  // (offline, a 5xx) leaves the form, whose submit asks again.
  const refused = check.error instanceof ApiError && check.error.status >= 400 && check.error.status < 500;
  const dead = !wellFormed
    ? t('errors.resetCodeInvalid', { ns: 'messages' })
    : refused
      ? apiErrorMessage(check.error, t, 'errors.resetCodeInvalid')
      : null;

  return (
    <AuthCard
      Icon={LockKeyhole}
      title={t('reset.title')}
      intro={dead ? undefined : t('reset.intro')}
      footer={<BackToSignIn />}
    >
      {dead ? (
        <FormAlert message={dead}>
          <Link to={paths.forgotPassword} className={`${textLinkClass} mt-1 inline-block`}>
            {t('forgot.requestNew')}
          </Link>
        </FormAlert>
      ) : check.isPending ? (
        <p role="status" className="text-[15px] text-gray-700">
          {t('reset.checking')}
        </p>
      ) : (
        <NewPasswordForm resetToken={resetToken} />
      )}
    </AuthCard>
  );
}
