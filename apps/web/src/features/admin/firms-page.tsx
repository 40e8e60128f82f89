import { useFirmQueue } from './api/staff-decisions.ts';
import { DecisionQueuePage, useDecisionQueueQuery } from './decision-queue-page.tsx';
import { FirmApplicationCard } from './firm-application.tsx';

/**
 * /admin/firms (issue 14): firm applications and listed firms' new names or phones, oldest first,
 * each with everything the applicant sent; approved and rejected ones in their own tabs.
 */
export function FirmsPage() {
  const query = useDecisionQueueQuery();
  const queue = useFirmQueue(query);
  return (
    <DecisionQueuePage
      kind="firms"
      query={query}
      list={queue}
      items={(data) => data.firms}
      idOf={(firm) => firm.PostID}
    >
      {(firm, decision) => <FirmApplicationCard firm={firm} decision={decision} />}
    </DecisionQueuePage>
  );
}
