import { and, eq, type SQL } from 'drizzle-orm';
import { ownerListed } from '../accounts/account-status.ts';
import { posts } from '../posts/posts.schema.ts';

/**
 * The post of this public id as anyone may see it: approved, and of an owner whose posts are
 * listed. The one condition by which the market's reads (area prices, similar homes) find it.
 */
export const publicPostNumbered = (type: 'sell' | 'rent', number: number): SQL =>
  and(eq(posts.type, type), eq(posts.number, number), eq(posts.status, 'approved'), ownerListed(posts.ownerId)) as SQL;
