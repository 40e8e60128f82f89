import type { LandDocumentKind } from '@ghorbari/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sameInstant } from '../../db/same-instant.ts';
import { postDocuments } from './documents.schema.ts';

export type DocumentRow = typeof postDocuments.$inferSelect;

/** Land documents of posts (issue 18): the only place that touches `post_documents` (ADR 009). */
export function createDocumentsRepository(db: Executor) {
  return {
    async byId(id: string, tx: Executor = db): Promise<DocumentRow | undefined> {
      const [row] = await tx.select().from(postDocuments).where(eq(postDocuments.id, id));
      return row;
    },

    async ofPost(postId: string, tx: Executor = db): Promise<DocumentRow[]> {
      return tx
        .select()
        .from(postDocuments)
        .where(eq(postDocuments.postId, postId))
        .orderBy(asc(postDocuments.createdAt));
    },

    /**
     * Stores the file of a kind: a new row, or the kind's row with its new file, waiting for a new
     * check (one statement: of two uploads at once, both land on the one row). Returns the row and
     * the file it replaced, to delete once committed.
     */
    async put(
      values: { postId: string; kind: LandDocumentKind; fileName: string; fileType: 'image' | 'pdf'; size: number },
      at: Date,
      tx: Executor = db,
    ): Promise<{ row: DocumentRow; replaced: string | null }> {
      const [before] = await tx
        .select({ fileName: postDocuments.fileName })
        .from(postDocuments)
        .where(and(eq(postDocuments.postId, values.postId), eq(postDocuments.kind, values.kind)))
        .for('update');
      const fresh = { status: 'waiting' as const, note: null, checkedBy: null, checkedAt: null, createdAt: at };
      const [row] = await tx
        .insert(postDocuments)
        .values({ ...values, ...fresh })
        .onConflictDoUpdate({
          target: [postDocuments.postId, postDocuments.kind],
          set: { fileName: values.fileName, fileType: values.fileType, size: values.size, ...fresh },
        })
        .returning();
      if (!row) throw new Error('document not stored');
      return { row, replaced: before && before.fileName !== row.fileName ? before.fileName : null };
    },

    async remove(id: string, tx: Executor = db): Promise<DocumentRow | undefined> {
      const [row] = await tx.delete(postDocuments).where(eq(postDocuments.id, id)).returning();
      return row;
    },

    /**
     * Support's finding on a document, as long as it is still as they saw it: the same file, the
     * same status and the same last check (ADR 032). Of findings sent at once, one lands.
     */
    async check(
      read: Pick<DocumentRow, 'id' | 'fileName' | 'status' | 'checkedAt'>,
      finding: { status: 'checked' | 'not-matching'; note: string | null; staffId: string; at: Date },
      tx: Executor = db,
    ): Promise<DocumentRow | undefined> {
      const [row] = await tx
        .update(postDocuments)
        .set({ status: finding.status, note: finding.note, checkedBy: finding.staffId, checkedAt: finding.at })
        .where(
          and(
            eq(postDocuments.id, read.id),
            eq(postDocuments.fileName, read.fileName),
            eq(postDocuments.status, read.status),
            sameInstant(postDocuments.checkedAt, read.checkedAt),
          ),
        )
        .returning();
      return row;
    },
  };
}
export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
