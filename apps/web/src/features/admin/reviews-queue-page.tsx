import { useReviewQueue } from './api/staff-decisions.ts';
import { DecisionQueuePage, useDecisionQueueQuery } from './decision-queue-page.tsx';
import { ModerationReviewCard } from './moderation-review.tsx';

/**
 * /admin/reviews (issue 14): reviews of design firms waiting for support, oldest first, each with
 * the code it was written with and the signals of manipulation; published and rejected ones in
 * their own tabs (a published review can still be taken down).
 */
export function ReviewsQueuePage() {
  const query = useDecisionQueueQuery();
  const queue = useReviewQueue(query);
  return (
    <DecisionQueuePage
      kind="reviews"
      query={query}
      list={queue}
      items={(data) => data.reviews}
      idOf={(review) => review._id}
    >
      {(review, decision) => <ModerationReviewCard review={review} decision={decision} />}
    </DecisionQueuePage>
  );
}
