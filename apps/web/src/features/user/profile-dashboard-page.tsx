import { Building, EyeOff, Key, PencilLine, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { formatDigits, formatNumber } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AddressText } from '../../components/address-text.tsx';
import { Avatar } from '../../components/avatar.tsx';
import { PostAdButton } from '../../components/post-ad-button.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { useSession } from '../../lib/session/session.tsx';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { InfoRow, Panel, UserPageHeader } from './user-page-parts.tsx';
import { cn } from '../../lib/class-names.ts';

const COUNTS = [
  { key: 'listing', Icon: Building },
  { key: 'sell', Icon: Tag },
  { key: 'rent', Icon: Key },
  { key: 'hidden', Icon: EyeOff },
] as const;

/** /user/profile (spec §2): basic and additional information and the post counts. */
export function ProfileDashboardPage() {
  const { t } = useTranslation(['account', 'enums']);
  const language = useLanguage();
  useDocumentTitle(t('profile.metaTitle'));
  const { user } = useSession();
  if (!user) return null; // the layout shows nothing else until the session is known

  const missing = <span className="text-gray-500">{t('profile.notProvided')}</span>;
  return (
    <>
      <UserPageHeader
        title={t('profile.title')}
        actions={
          <div className="flex flex-wrap gap-2">
            <PostAdButton />
            <Link
              to={paths.userProfileEdit}
              className={cn(
                'inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-700 bg-white px-4',
                'font-semibold text-brand-800 hover:bg-brand-50',
              )}
            >
              <PencilLine aria-hidden size={18} />
              {t('nav.profileEdit')}
            </Link>
          </div>
        }
      />
      <div className="space-y-5">
        <div className="flex items-center gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
          <Avatar name={user.name} src={user.proPic} size="lg" />
          <div className="min-w-0">
            <p className="text-xl font-semibold text-gray-900" lang={textLanguage(user.name, language)}>
              {user.name}
            </p>
            <p className="break-all text-[15px] text-gray-700">{user.email}</p>
            <p className="mt-1 text-sm text-gray-600">
              {t('profile.memberSince', { date: formatDate(user.joinDate, language) })}
            </p>
          </div>
        </div>

        <section aria-labelledby="post-counts">
          <h2 id="post-counts" className="sr-only">
            {t('profile.postsTitle')}
          </h2>
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {COUNTS.map(({ key, Icon }) => (
              <li
                key={key}
                className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
                data-testid={`count-${key}`}
              >
                <Icon aria-hidden size={20} className="text-brand-700" />
                <p className="mt-2 text-2xl font-semibold text-gray-900">{formatNumber(user.counts[key], language)}</p>
                <p className="text-sm text-gray-700">{t(`profile.counts.${key}`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <Panel id="basic-info" title={t('profile.basicTitle')}>
          <dl>
            <InfoRow label={t('fields.name')}>
              <span lang={textLanguage(user.name, language)}>{user.name}</span>
            </InfoRow>
            <InfoRow label={t('fields.email')}>{user.email}</InfoRow>
            <InfoRow label={t('fields.phone')}>{user.phone ? formatDigits(user.phone, language) : missing}</InfoRow>
            <InfoRow label={t('fields.gender')}>{user.gender ? t(`enums:gender.${user.gender}`) : missing}</InfoRow>
            <InfoRow label={t('fields.birthDate')}>
              {user.birthDate ? formatDate(user.birthDate, language) : missing}
            </InfoRow>
            <InfoRow label={t('profile.joinDate')}>{formatDate(user.joinDate, language)}</InfoRow>
          </dl>
        </Panel>

        <Panel id="additional-info" title={t('profile.additionalTitle')}>
          <dl>
            <InfoRow label={t('fields.occupation')}>
              {user.occupation ? (
                <span lang={textLanguage(user.occupation, language)}>{user.occupation}</span>
              ) : (
                missing
              )}
            </InfoRow>
            <InfoRow label={t('fields.address')}>
              {user.address ? <AddressText address={user.address} /> : missing}
            </InfoRow>
            <InfoRow label={t('fields.bio')}>
              {user.bio ? (
                <span className="whitespace-pre-line" lang={textLanguage(user.bio, language)}>
                  {user.bio}
                </span>
              ) : (
                <span className="text-gray-600">{t('profile.bioNotProvided')}</span>
              )}
            </InfoRow>
          </dl>
        </Panel>
      </div>
    </>
  );
}
