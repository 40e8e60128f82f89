import type { AuditAction } from '@ghorbari/contracts';
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditLog } from './audit.schema.ts';
import { tablePage } from '../../db/table-page.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditTargetType = AuditRow['targetType'];
export interface NewAuditEntry {
  actorId: string | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  targetLabel: string;
  reason?: string | null;
  details?: Record<string, unknown>;
  /** Only demo data sets this; real entries are stamped by the database. */
  createdAt?: Date;
}

const newestFirst = [desc(auditLog.createdAt), desc(auditLog.id)];

/**
 * The audit log: append-only (issue 5), and the only place that touches it (ADR 009). Pass the
 * transaction of the change as `tx`, so an entry lands with what it records.
 */
export function createAuditRepository(db: Executor) {
  return {
    async insert(entry: NewAuditEntry, tx: Executor = db): Promise<void> {
      await tx.insert(auditLog).values({ ...entry, reason: entry.reason ?? null, details: entry.details ?? {} });
    },
    async page(
      filter: { action?: AuditAction | undefined },
      page: number,
      limit: number,
    ): Promise<{ rows: AuditRow[]; total: number }> {
      const where = filter.action ? eq(auditLog.action, filter.action) : undefined;
      return tablePage(db, auditLog, where, newestFirst, page, limit);
    },
    async ofTarget(targetType: AuditTargetType, targetId: string, limit = 50): Promise<AuditRow[]> {
      return db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
        .orderBy(...newestFirst)
        .limit(limit);
    },
    /** Post decisions since a moment, with the minutes each post waited. */
    async decisionsSince(
      since: Date,
    ): Promise<{ action: AuditAction; createdAt: Date; waitedMinutes: number | null }[]> {
      return db
        .select({
          action: auditLog.action,
          createdAt: auditLog.createdAt,
          waitedMinutes: sql<number | null>`(${auditLog.details} ->> 'waitedMinutes')::int`,
        })
        .from(auditLog)
        .where(and(inArray(auditLog.action, ['post.approved', 'post.rejected']), gte(auditLog.createdAt, since)));
    },
    /** How many times support has rejected this owner's posts. */
    async rejectionsOf(ownerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'post.rejected'), sql`${auditLog.details} ->> 'ownerId' = ${ownerId}`));
      return row?.n ?? 0;
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
