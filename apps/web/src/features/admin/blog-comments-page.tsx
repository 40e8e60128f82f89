import { STAFF_COMMENT_STATES } from '@ghorbari/contracts';
import { PartyPopper, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatNumber } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { AdminPageHeader, EmptyState } from './admin-ui.tsx';
import { useReportedCommentCount, useStaffComments, type StaffCommentState } from './api/blog.ts';
import { BlogCommentCard } from './blog-comment-card.tsx';
import { adminBlogCommentsHref } from './blog-hrefs.ts';
import { focusAfterDecision } from './focus-after-decision.ts';
import { PagedStaffList } from './staff-list-body.tsx';
import { LinkTabs } from './status-tabs.tsx';
import { readPage } from './url-filters.ts';

const readState = (params: URLSearchParams): StaffCommentState =>
  params.get('state') === 'hidden' ? 'hidden' : 'reported';

/** Reported and hidden: links that keep the state in the address, the waiting count on the first. */
function StateTabs({ current }: { current: StaffCommentState }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const waiting = useReportedCommentCount();
  return (
    <LinkTabs
      label={t('blogComments.tabsLabel')}
      tabs={STAFF_COMMENT_STATES}
      current={current}
      hrefFor={(state) => adminBlogCommentsHref({ state })}
      text={(state) => t(`blogComments.tabs.${state}`)}
      count={(state) => (state === 'reported' && waiting !== null ? formatNumber(waiting, language) : null)}
    />
  );
}

/**
 * /admin/blog-comments (issue 16, ADR 018): comments members reported, each with its text as
 * written, its author, its article and the reports; staff hide it with a reason or keep it
 * (dismissing the reports). Hidden comments stay listed with the reason, for the record.
 */
export function BlogCommentsPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [params] = useSearchParams();
  const state = readState(params);
  const page = readPage(params);
  const comments = useStaffComments({ state, page });
  useDocumentTitle(t('blogComments.title'));
  const n = (value: number) => formatNumber(value, language);

  const body = (
    <PagedStaffList
      list={comments}
      page={page}
      rows={(data) => data.comments}
      pastEnd={{
        title: t('blogComments.pageEmpty'),
        to: adminBlogCommentsHref({ state }),
        label: t('blogComments.firstPage'),
      }}
      empty={
        state === 'reported' ? (
          <EmptyState icon={PartyPopper} title={t('blogComments.clear')} text={t('blogComments.clearText')} />
        ) : (
          <EmptyState icon={SearchX} title={t('blogComments.noneHidden')} />
        )
      }
      found={({ pagination }) =>
        t(`blogComments.showing.${state}`, { count: pagination.total, n: n(pagination.total) })
      }
      spacing="space-y-4"
      hrefFor={(number) => adminBlogCommentsHref({ state, page: number })}
    >
      {(list) =>
        list.map((comment, index) => (
          <li key={comment.id}>
            <BlogCommentCard
              comment={comment}
              onDecided={() => focusAfterDecision((list[index + 1] ?? list[index - 1])?.id ?? null)}
            />
          </li>
        ))
      }
    </PagedStaffList>
  );

  return (
    <div>
      <AdminPageHeader title={t('blogComments.title')} intro={t('blogComments.intro')} />
      <StateTabs current={state} />
      {body}
    </div>
  );
}
