import { LogOut } from 'lucide-react';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '../../components/skeletons.tsx';
import { paths } from '../../config/paths.ts';
import { Avatar } from '../../components/avatar.tsx';
import { useAccessGuard } from '../../lib/session/use-access-guard.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useLogout } from '../../lib/session/use-logout.ts';
import { NameAndContact } from './name-and-contact.tsx';
import { SuspensionNotice } from './suspension-notice.tsx';
import { userAreaItems } from './user-nav-items.ts';
import { cn } from '../../lib/class-names.ts';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex shrink-0 items-center gap-2 whitespace-nowrap rounded-md px-3',
    'py-2.5 text-[15px] font-semibold transition-colors',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-gray-700 hover:bg-gray-100 hover:text-brand-800',
  );

/**
 * The /user area (spec §2, protected): guarded, with a sidebar on wide screens and a row of
 * tabs that scrolls sideways on phones. Each child page renders its own h1. The unread count
 * beside the inbox belongs to the notifications feature: the app hands it in (`inboxCount`).
 */
export function UserLayout({ inboxCount = null }: { inboxCount?: ReactNode }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const access = useAccessGuard();
  const logout = useLogout();
  const { pathname } = useLocation();
  const tabsRef = useRef<HTMLUListElement>(null);

  // On phones the tabs scroll sideways: bring the current page's tab into view.
  useEffect(() => {
    const tabs = tabsRef.current;
    const current = tabs?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!tabs || !current || tabs.scrollWidth <= tabs.clientWidth) return;
    tabs.scrollLeft = current.offsetLeft - (tabs.clientWidth - current.offsetWidth) / 2;
  }, [pathname, access.state]);

  if (access.state === 'checking' || access.state === 'signed-out') return <PageSkeleton />;
  if (access.state === 'suspended') return <SuspensionNotice user={access.user} />;
  const { user } = access;

  return (
    <div className="mx-auto max-w-6xl px-4 py-5 md:grid md:grid-cols-[15rem_1fr] md:items-start md:gap-6 md:py-8">
      <aside className="md:sticky md:top-20 lg:top-[7.5rem]">
        <div className="mb-3 hidden items-center gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 md:flex">
          <Avatar name={user.name} src={user.proPic} />
          <NameAndContact user={user} language={language} />
        </div>
        <nav
          aria-label={t('nav.label')}
          className={cn(
            '-mx-4 border-b border-gray-200 bg-white md:mx-0 md:rounded-xl',
            'md:border-0 md:p-2 md:shadow-sm md:ring-1 md:ring-gray-200',
          )}
        >
          <ul
            ref={tabsRef}
            className={cn(
              'relative flex gap-1 overflow-x-auto px-4 py-2 [scrollbar-width:none]',
              'md:flex-col md:overflow-visible md:p-0',
            )}
          >
            {userAreaItems.map(({ to, label, Icon }) => (
              <li key={to}>
                <NavLink to={to} className={itemClass}>
                  <Icon aria-hidden size={18} />
                  {t(label)}
                  {to === paths.userInbox ? inboxCount : null}
                </NavLink>
              </li>
            ))}
            <li className="md:mt-1 md:border-t md:border-gray-100 md:pt-1">
              <button type="button" onClick={() => logout()} className={`${itemClass({ isActive: false })} w-full`}>
                <LogOut aria-hidden size={18} />
                {t('nav.logout')}
              </button>
            </li>
          </ul>
        </nav>
      </aside>
      <div className="min-w-0 pt-5 md:pt-0">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
