import { LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AuthCard, BackToSignIn } from './components/auth-card.tsx';
import { NewPasswordForm } from './components/new-password-form.tsx';

/** /ResetPassword/{resetToken}: the mailed link, straight to the new password (spec §2). */
export function ResetPasswordPage() {
  const { t } = useTranslation(['account', 'messages']);
  useDocumentTitle(t('reset.metaTitle'));
  const { resetToken = '' } = useParams();
  return (
    <AuthCard Icon={LockKeyhole} title={t('reset.title')} intro={t('reset.intro')} footer={<BackToSignIn />}>
      <NewPasswordForm resetToken={resetToken} />
    </AuthCard>
  );
}
