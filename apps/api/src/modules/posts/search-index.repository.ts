import { eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { publicDataWritten } from '../../db/write-generation.ts';
import { SEARCH_VERSION, type SearchDocument, type SearchSource } from '../search/document.ts';
import { posts } from './posts.schema.ts';

/** Every write to posts bumps the write generation: a total counted before it is not reused. */
const written = publicDataWritten;

/**
 * The posts' search documents (ADR 019): the background refill (search/refill.ts) reads the posts
 * whose document is of an older build and writes the rebuilt ones.
 */
export function createPostSearchIndexRepository(db: Executor) {
  return {
    /**
     * Up to `limit` posts whose search document is of an older build than this one (ADR 019), with
     * the fields it is made of: the background refill rebuilds them.
     */
    async staleSearchRows(limit: number): Promise<({ id: string } & SearchSource)[]> {
      return db
        .select({
          id: posts.id,
          type: posts.type,
          title: posts.title,
          description: posts.description,
          division: posts.division,
          district: posts.district,
          subDistrict: posts.subDistrict,
          neighbourhood: posts.neighbourhood,
          propertyType: posts.propertyType,
          landSize: posts.landSize,
          landUnits: posts.landUnits,
          tenants: posts.tenants,
          gas: posts.gas,
          lift: posts.lift,
          parking: posts.parking,
          garages: posts.garages,
          furnishing: posts.furnishing,
          advanceMonths: posts.advanceMonths,
          facilities: posts.facilities,
          facing: posts.facing,
        })
        .from(posts)
        .where(lt(posts.searchVersion, SEARCH_VERSION))
        .limit(limit);
    },

    /** Stores rebuilt search documents, in one transaction. */
    async writeSearchDocuments(documents: { id: string; document: SearchDocument }[]): Promise<void> {
      if (documents.length === 0) return;
      written();
      await db.transaction(async (tx) => {
        for (const { id, document } of documents) await tx.update(posts).set(document).where(eq(posts.id, id));
      });
      // Again once committed: no request's write ends this background one (write-generation.ts).
      written();
    },
  };
}
export type PostSearchIndexRepository = ReturnType<typeof createPostSearchIndexRepository>;
