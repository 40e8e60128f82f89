import type { UserData } from '@ghorbari/contracts';
import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NoticeBody, NoticeCard } from '../../components/notice.tsx';
import { paths } from '../../config/paths.ts';
import { noticePrimary } from '../../lib/button-styles.ts';
import { cn } from '../../lib/class-names.ts';
import { formatDate } from '../../lib/format-date.ts';
import { useLanguage } from '../../lib/use-language.ts';

/** Spec §4: a suspended account sees why it cannot use its pages, and how to reach customer care. */
export function SuspensionNotice({ user }: { user: UserData }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  return (
    <NoticeCard ring="red">
      <NoticeBody
        icon={Ban}
        tone="red"
        title={t('suspended.title')}
        text={
          user.suspendedUntil
            ? t('suspended.until', { date: formatDate(user.suspendedUntil, language) })
            : t('suspended.indefinitely')
        }
      >
        <p className="mx-auto mt-2 max-w-xl text-[16px] text-gray-700">{t('suspended.help')}</p>
        <Link to={paths.customerCare} className={cn('mt-6 inline-block', noticePrimary)}>
          {t('suspended.contact')}
        </Link>
      </NoticeBody>
    </NoticeCard>
  );
}
