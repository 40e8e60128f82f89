import type { ListingReportReason } from '@ghorbari/contracts';
import { reportAddressHash } from '../modules/reports/reports.service.ts';
import type { Repositories } from '../repositories.ts';

const HOUR = 3600_000;

/** A report as the demo has it: who (a member's email, or a visitor), why, in their words, how long ago. */
type DemoReport = [reporter: string | null, reason: ListingReportReason, details: string | null, hoursAgo: number];

/**
 * Open reports for the staff queue (issue 18): a live post that several people reported for
 * asking advance money, and a design firm reported once. demo@ reports as a member, so a
 * decision reaches demo's inbox; the others are visitors.
 */
export async function seedDemoReports({ users, postAlerts, firms, reports }: Repositories, now: Date): Promise<void> {
  const demo = await users.byEmail('demo@ghorbari.test');
  // A flat to rent, where advance money is asked for most, and a sell post said to be sold.
  const live = await postAlerts.approvedSince(new Date(0), 200);
  const post = live.find((row) => row.type === 'rent' && row.propertyType === 'apartment');
  const secondPost = live.find((row) => row.type === 'sell' && row.id !== post?.id);
  const [firm] = await firms.listedByNumbers([2]);
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const store = async (listing: { postId: string } | { firmId: string }, list: DemoReport[]) => {
    for (const [index, [reporter, reason, details, hoursAgo]] of list.entries()) {
      await reports.insert({
        ...listing,
        reason,
        details,
        reporterId: reporter === 'demo' ? (demo?.id ?? null) : null,
        addressHash: reportAddressHash(`demo-visitor-${index}-${reason}`),
        createdAt: at(hoursAgo),
      });
    }
  };
  if (post)
    await store({ postId: post.id }, [
      [null, 'advance-money', 'বাসা দেখানোর আগেই বিকাশে ৫,০০০ টাকা অগ্রিম চাইলেন, বললেন না দিলে অন্যকে দিয়ে দেবেন।', 5],
      ['demo', 'broker', 'ফোনে বললেন উনি মালিক নন, মালিকের লোক। কমিশন চাইলেন।', 3],
      [null, 'advance-money', null, 1.5],
    ]);
  if (secondPost)
    await store({ postId: secondPost.id }, [[null, 'sold-or-rented', 'ফোন করলাম, বললেন বিক্রি হয়ে গেছে।', 7]]);
  if (firm)
    await store({ firmId: firm.id }, [
      [null, 'wrong-price-or-place', 'The office is not at this address any more; it moved to Banani last year.', 20],
    ]);
}
