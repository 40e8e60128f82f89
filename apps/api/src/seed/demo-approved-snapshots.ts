import { snapshotOf } from '../modules/posts/post-snapshot.ts';
import type { Repositories } from '../repositories.ts';

/**
 * What support approved, for every demo post inserted live (issue 28, ADR 035). An approval keeps
 * a snapshot of what went live, and the next approved edit compares its price with it; posts
 * written straight in as approved had none, so a price drop on them told no saver. Written as the
 * approval writes it, after every step that adds live posts. In bulk: the demo market has
 * about 2,000 live posts (issue 42).
 */
export async function seedApprovedSnapshots({ postBackfill }: Repositories): Promise<void> {
  const entries = await postBackfill.approvedWithoutSnapshot();
  await postBackfill.setApprovedSnapshots(entries.map((entry) => ({ id: entry.post.id, snapshot: snapshotOf(entry) })));
}
