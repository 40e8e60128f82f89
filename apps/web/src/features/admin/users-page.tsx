import { ACCOUNT_STATUSES, adminUsersQuerySchema, ROLES, type AdminUser } from '@ghorbari/contracts';
import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { href } from '../../config/paths.ts';
import { formatDigits, formatNumber } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { formatDate } from '../../lib/format-date.ts';
import { textLanguage } from '../../lib/text-language.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useAdminUsers, type UsersQuery } from './api/get-users.ts';
import { PagedBlock } from './admin-pagination.tsx';
import { AdminPageHeader, Badge, EmptyState, StaffTable } from './admin-ui.tsx';
import { FilterSelect, SearchFilterForm } from './filter-fields.tsx';
import { STATUS_TONE } from './poster-panel.tsx';
import { StaffListBody } from './staff-list-body.tsx';
import { readFilters, readPage } from './url-filters.ts';
import { cn } from '../../lib/class-names.ts';

type UserFilters = Pick<UsersQuery, 'q' | 'status' | 'role'>;
const FILTER_KEYS = ['q', 'status', 'role'] as const;
const PAGE_SIZE = 20;

/** Search (phone, post ID, name or email) and the two filters; the search is sent, the selects apply at once. */
function UserFilterBar({ filters, onChange }: { filters: UserFilters; onChange: (filters: UserFilters) => void }) {
  const { t } = useTranslation('admin');
  return (
    <SearchFilterForm
      id="users-q"
      label={t('users.search')}
      buttonLabel={t('users.searchButton')}
      hint={t('users.searchHint')}
      maxLength={100}
      initial={filters.q}
      onSearch={(q) => onChange({ ...filters, q })}
      className={cn(
        'grid gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200',
        'sm:p-4 md:grid-cols-[minmax(0,1fr)_11rem_11rem]',
      )}
    >
      <FilterSelect
        id="users-status"
        label={t('users.status')}
        value={filters.status}
        allLabel={t('users.allStatuses')}
        choices={ACCOUNT_STATUSES.map((status) => [status, t(`status.${status}`)] as const)}
        onChange={(status) => onChange({ ...filters, status })}
      />
      <FilterSelect
        id="users-role"
        label={t('users.role')}
        value={filters.role}
        allLabel={t('users.allRoles')}
        choices={ROLES.map((role) => [role, t(`role.${role}`)] as const)}
        onChange={(role) => onChange({ ...filters, role })}
      />
    </SearchFilterForm>
  );
}

function UserBadges({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  return (
    <span className="flex flex-wrap gap-1.5">
      {user.role !== 'user' ? <Badge tone="info">{t(`role.${user.role}`)}</Badge> : null}
      <Badge tone={STATUS_TONE[user.status]}>{t(`status.${user.status}`)}</Badge>
    </span>
  );
}

/** An account's name, linking to its page. */
function UserLink({ user, className }: { user: AdminUser; className: string }) {
  const language = useLanguage();
  return (
    <Link
      to={href.adminUser(user._id)}
      className={cn('font-semibold text-brand-800 underline underline-offset-2', className)}
      lang={textLanguage(user.name, language)}
    >
      {user.name}
    </Link>
  );
}

/** Wide screens: a table. */
function UsersTable({ users }: { users: AdminUser[] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <StaffTable
      caption={t('users.tableCaption')}
      columns={[
        t('users.name'),
        t('users.email'),
        t('users.phone'),
        t('users.standing'),
        t('users.joined'),
        t('users.posts'),
      ]}
      numericLast
      className="hidden md:block"
    >
      <tbody>
        {users.map((user) => (
          <tr key={user._id} className="border-b border-gray-100 last:border-0 hover:bg-gray-50">
            <th scope="row" className="px-3 py-2 text-left">
              <UserLink user={user} className="inline-flex min-h-11 items-center" />
            </th>
            {/* An account made with a mobile number has no email (issue 40): its number is in the next column. */}
            <td className="max-w-64 truncate px-3 py-2 text-[15px] text-gray-800">{user.email ?? '—'}</td>
            <td className="whitespace-nowrap px-3 py-2 text-[15px] text-gray-800">
              {user.phone ? formatDigits(user.phone, language) : '—'}
            </td>
            <td className="px-3 py-2">
              <UserBadges user={user} />
            </td>
            <td className="whitespace-nowrap px-3 py-2 text-[15px] text-gray-800">
              {formatDate(user.joinDate, language)}
            </td>
            <td className="px-3 py-2 text-right text-[15px] text-gray-800">{formatNumber(user.postCount, language)}</td>
          </tr>
        ))}
      </tbody>
    </StaffTable>
  );
}

/** Phones: one card per account, the name a link over the whole card. */
function UserCards({ users }: { users: AdminUser[] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <ul className="space-y-3 md:hidden">
      {users.map((user) => (
        <li key={user._id} className="relative rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
          <UserLink user={user} className="text-[16px] after:absolute after:inset-0" />
          {user.email ? <p className="truncate text-[15px] text-gray-800">{user.email}</p> : null}
          {user.phone ? <p className="text-[15px] text-gray-800">{formatDigits(user.phone, language)}</p> : null}
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-gray-700">
            <UserBadges user={user} />
            <span>{t('users.joinedOn', { date: formatDate(user.joinDate, language) })}</span>
            <span>· {t('users.postCount', { count: user.postCount, n: formatNumber(user.postCount, language) })}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Users() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filters: UserFilters = readFilters(adminUsersQuerySchema.shape, params, FILTER_KEYS);
  const page = readPage(params);
  const users = useAdminUsers({ ...filters, page, limit: PAGE_SIZE });
  useDocumentTitle(t('users.title'));

  const body = (
    <StaffListBody
      list={users}
      page={page}
      isEmpty={(data) => data.users.length === 0}
      empty={<EmptyState icon={UserX} title={t('users.none')} text={t('users.noneText')} />}
    >
      {(data) => (
        <PagedBlock
          found={t('users.found', { count: data.pagination.total, n: formatNumber(data.pagination.total, language) })}
          busy={users.isPlaceholderData}
          page={page}
          totalPages={data.pagination.totalPages}
          hrefFor={(number) => href.adminUsers({ ...filters, page: number })}
        >
          <UsersTable users={data.users} />
          <UserCards users={data.users} />
        </PagedBlock>
      )}
    </StaffListBody>
  );

  return (
    <div>
      <AdminPageHeader title={t('users.title')} intro={t('users.intro')} />
      {/* Remount the search box when the URL's search changes (back button), so it shows the same text. */}
      <UserFilterBar
        key={filters.q ?? ''}
        filters={filters}
        onChange={(next) => void navigate(href.adminUsers(next))}
      />
      <div className="mt-4">{body}</div>
    </div>
  );
}

/**
 * /admin/users (support and admins, issue 41): find an account by a phone number as a caller
 * says it, a post ID, a name or an email.
 */
export function UsersPage() {
  return <Users />;
}
