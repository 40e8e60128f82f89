import { STAFF_ROLES, type UserData } from '@ghorbari/contracts';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from '../../lib/navigation/navigation.tsx';
import { paths } from '../../config/paths.ts';
import { Avatar } from '../../components/avatar.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { useLogout } from '../../lib/session/use-logout.ts';
import { accountMenuItems } from './user-nav-items.ts';
import { NameAndContact } from './name-and-contact.tsx';
import { cn } from '../../lib/class-names.ts';

/** Support and admins get a way into the staff area (issue 5); everyone else never sees it. */
const isStaff = (user: UserData) => (STAFF_ROLES as readonly string[]).includes(user.role);

/**
 * The navbar's account dropdown (spec §2, shared chrome): picture, name and email (or number),
 * the account pages and logout. Radix gives it arrow-key, Escape and focus handling. Loaded only
 * for signed-in readers, so visitors do not download it.
 */
export function AccountMenu({ user }: { user: UserData }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const logout = useLogout();
  const itemClass = cn(
    'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2.5',
    'text-[15px] font-semibold text-gray-800 outline-none',
    'data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800',
  );
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        data-testid="account-menu"
        aria-label={t('nav.menu')}
        className={cn(
          'inline-flex h-11 items-center gap-1 rounded-full pl-1 pr-2',
          'text-gray-700 hover:bg-gray-100 data-[state=open]:bg-gray-100',
        )}
      >
        <Avatar name={user.name} src={user.proPic} />
        <ChevronDown aria-hidden size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-[min(18rem,calc(100vw-1rem))] rounded-xl bg-white p-2 shadow-lg ring-1 ring-gray-200"
        >
          <DropdownMenu.Label className="flex items-center gap-3 px-3 py-2">
            <Avatar name={user.name} src={user.proPic} size="md" />
            <NameAndContact user={user} language={language} />
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
          {accountMenuItems.map(({ to, label, Icon }) => (
            <DropdownMenu.Item key={to} asChild className={itemClass}>
              <Link to={to}>
                <Icon aria-hidden size={18} className="text-brand-700" />
                {t(label)}
              </Link>
            </DropdownMenu.Item>
          ))}
          {isStaff(user) ? (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
              <DropdownMenu.Item asChild className={itemClass}>
                <Link to={paths.admin}>
                  <ShieldCheck aria-hidden size={18} className="text-brand-700" />
                  {t('nav.staffArea')}
                </Link>
              </DropdownMenu.Item>
            </>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => logout()}>
            <LogOut aria-hidden size={18} className="text-brand-700" />
            {t('nav.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-md px-3 py-2 text-[15px] font-semibold transition-colors ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-gray-700 hover:bg-gray-100 hover:text-brand-800'
  }`;

/** The same account links inside the phone menu, as list items of its list. */
export function MobileAccountLinks({ user }: { user: UserData }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const logout = useLogout();
  return (
    <>
      <li className="mt-2 flex items-center gap-3 border-t border-gray-200 px-3 pb-1 pt-3">
        <Avatar name={user.name} src={user.proPic} />
        <NameAndContact user={user} language={language} />
      </li>
      {accountMenuItems.map(({ to, label, Icon }) => (
        <li key={to}>
          <NavLink to={to} className={mobileLinkClass}>
            <Icon aria-hidden size={18} />
            {t(label)}
          </NavLink>
        </li>
      ))}
      {isStaff(user) ? (
        <li>
          <NavLink to={paths.admin} className={mobileLinkClass}>
            <ShieldCheck aria-hidden size={18} />
            {t('nav.staffArea')}
          </NavLink>
        </li>
      ) : null}
      <li>
        <button type="button" onClick={() => logout()} className={`${mobileLinkClass({ isActive: false })} w-full`}>
          <LogOut aria-hidden size={18} />
          {t('nav.logout')}
        </button>
      </li>
    </>
  );
}
