import { LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AuthCard, textLinkClass } from './components/auth-card.tsx';
import { NewPasswordForm } from './components/new-password-form.tsx';

/** /ResetPassword/{resetToken}: the mailed link, straight to the new password (spec §2). */
export function ResetPasswordPage() {
  const { t } = useTranslation(['account', 'messages']);
  useDocumentTitle(t('reset.metaTitle'));
  const { resetToken = '' } = useParams();
  return (
    <AuthCard
      Icon={LockKeyhole}
      title={t('reset.title')}
      intro={t('reset.intro')}
      footer={
        <p>
          {t('forgot.remembered')}{' '}
          <Link to={paths.signIn} className={textLinkClass}>
            {t('forgot.signIn')}
          </Link>
        </p>
      }
    >
      <NewPasswordForm resetToken={resetToken} />
    </AuthCard>
  );
}
