import { snapshotOf } from '../modules/posts/post-snapshot.ts';
import type { Repositories } from '../repositories.ts';

/**
 * What support approved, for every demo post inserted live (issue 28, ADR 035). An approval keeps
 * a snapshot of what went live, and the next approved edit compares its price with it; posts
 * written straight in as approved had none, so a price drop on them told no saver. Written as the
 * approval writes it, after every step that adds live posts.
 */
export async function seedApprovedSnapshots({ posts }: Repositories): Promise<void> {
  for (const entry of await posts.approvedWithoutSnapshot()) {
    await posts.updateIf(entry.post.id, ['approved'], { approvedSnapshot: snapshotOf(entry) });
  }
}
