import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSession } from '../../lib/session/session.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { PictureUpload } from './picture-upload.tsx';
import { ProfileEditForm } from './profile-edit-form.tsx';
import { Panel } from './user-page-parts.tsx';
import { MemberPageHeader } from '../../components/member-page.tsx';

/** /user/profileedit: picture, details, and deleting the account. */
export function ProfileEditPage() {
  const { t } = useTranslation(['account', 'messages', 'enums']);
  useDocumentTitle(t('edit.metaTitle'));
  const { user } = useSession();
  if (!user) return null; // the layout shows nothing else until the session is known
  return (
    <>
      <MemberPageHeader title={t('edit.title')} intro={t('edit.intro')} />
      <div className="space-y-5">
        <Panel id="edit-picture" title={t('edit.picture.title')}>
          <PictureUpload user={user} />
        </Panel>
        <Panel id="edit-details" title={t('edit.detailsTitle')}>
          <ProfileEditForm user={user} />
        </Panel>
        <DeleteAccountSection />
      </div>
    </>
  );
}
