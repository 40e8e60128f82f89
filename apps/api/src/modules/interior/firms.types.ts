/**
 * What the interior module reads of a firm's reviews: the reviews module's repository, handed in
 * from services.ts (issue 32). The reviews module sits above interior (a review names its firm),
 * so interior names the methods it uses here instead of importing the reviews module.
 */
export interface FirmReviewCounts {
  /** How many approved reviews of the firm give each rating, by half star: index 0 = ½★ … 9 = 5★. */
  starCounts(firmId: string): Promise<number[]>;
  /** Per firm: reviews waiting for support, and approved ones the firm has not answered. */
  reviewCountsOf(firmIds: readonly string[]): Promise<Map<string, { pending: number; unanswered: number }>>;
}
