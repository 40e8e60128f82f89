import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { buttonClass } from './admin-ui.tsx';
import { NoticeActions, NoticeBody, NoticeCard } from '../../components/notice.tsx';

/**
 * Shown instead of the staff area to a member without a staff role (or with a suspended
 * account), and instead of an admin-only page to support: what this is, and a way out.
 */
export function NoAccessPanel({ adminOnly = false }: { adminOnly?: boolean }) {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('noAccess.title'));
  return (
    <NoticeCard ring="amber">
      <NoticeBody
        icon={ShieldAlert}
        tone="amber"
        title={t('noAccess.title')}
        text={adminOnly ? t('noAccess.adminOnly') : t('noAccess.text')}
      >
        <NoticeActions>
          <Link to={adminOnly ? paths.admin : paths.home} className={buttonClass.primary}>
            {adminOnly ? t('noAccess.toDashboard') : t('noAccess.toHome')}
          </Link>
        </NoticeActions>
      </NoticeBody>
    </NoticeCard>
  );
}
