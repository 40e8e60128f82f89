import { GROUP_OFFER_STATUSES, type GroupOfferStatus } from '@ghorbari/contracts';
import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { href, paths } from '../../config/paths.ts';
import { formatNumber } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { AdminPageHeader, EmptyState, NewItemLink } from './admin-ui.tsx';
import { useStaffGroupOffers } from './api/group-offers.ts';
import { GroupOfferRow } from './group-offer-row.tsx';
import { PagedStaffList } from './staff-list-body.tsx';
import { LinkTabs } from './status-tabs.tsx';
import { readPage } from './url-filters.ts';

type Tab = GroupOfferStatus | 'all';
const TABS: readonly Tab[] = ['all', ...GROUP_OFFER_STATUSES];

/** The status from the URL (?status=…), every status when missing or unknown. */
const readTab = (params: URLSearchParams): Tab => {
  const value = params.get('status');
  return (GROUP_OFFER_STATUSES as readonly (string | null)[]).includes(value) ? (value as GroupOfferStatus) : 'all';
};

/** All, open, filled, closed: links that keep the status in the URL, the current one marked. */
function OfferTabs({ current }: { current: Tab }) {
  const { t } = useTranslation('admin');
  return (
    <LinkTabs
      label={t('groupOffers.tabsLabel')}
      tabs={TABS}
      current={current}
      hrefFor={(tab) => href.adminGroupOffers(tab === 'all' ? {} : { status: tab })}
      text={(tab) => t(`groupOffers.tabs.${tab}`)}
    />
  );
}

/**
 * /admin/group-offers (issue 15, ADR 017): the group-building offers support has published,
 * newest first, each with its shares left and its leads; a new one, edits and status changes.
 */
export function GroupOffersPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [params] = useSearchParams();
  const tab = readTab(params);
  const page = readPage(params);
  const status = tab === 'all' ? undefined : tab;
  const offers = useStaffGroupOffers({ ...(status ? { status } : {}), page });
  useDocumentTitle(t('groupOffers.title'));

  const body = (
    <PagedStaffList
      list={offers}
      page={page}
      rows={(data) => data.offers}
      pastEnd={{
        title: t('groupOffers.pageEmpty'),
        to: href.adminGroupOffers({ status }),
        label: t('groupOffers.firstPage'),
      }}
      empty={
        <EmptyState icon={Building2} title={t(`groupOffers.none.${tab}`)} text={t('groupOffers.noneText')}>
          {tab === 'all' ? (
            <NewItemLink to={paths.adminGroupOfferNew} label={t('groupOffers.new')} className="mt-4" />
          ) : null}
        </EmptyState>
      }
      found={(data) =>
        t('groupOffers.found', { count: data.pagination.total, n: formatNumber(data.pagination.total, language) })
      }
      hrefFor={(number) => href.adminGroupOffers({ status, page: number })}
    >
      {(rows) =>
        rows.map((offer) => (
          <li key={offer.PostID}>
            <GroupOfferRow offer={offer} />
          </li>
        ))
      }
    </PagedStaffList>
  );

  return (
    <div>
      <AdminPageHeader
        title={t('groupOffers.title')}
        intro={t('groupOffers.intro')}
        actions={<NewItemLink to={paths.adminGroupOfferNew} label={t('groupOffers.new')} />}
      />
      <OfferTabs current={tab} />
      {body}
    </div>
  );
}
