import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AuditAction } from '@ghorbari/contracts';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';

export interface NewAuditEntry {
  actorId: string | null;
  action: AuditAction;
  targetType: 'post' | 'user';
  targetId: string;
  targetLabel: string;
  reason?: string | null;
  details?: Record<string, unknown>;
  /** Only demo data sets this; real entries are stamped by the database. */
  createdAt?: Date;
}

const columns = {
  id: auditLog.id,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  targetLabel: auditLog.targetLabel,
  reason: auditLog.reason,
  details: auditLog.details,
  createdAt: auditLog.createdAt,
  actorId: auditLog.actorId,
  actorName: users.name,
};
export interface AuditRow {
  id: string;
  action: string;
  targetType: string;
  targetId: string;
  targetLabel: string;
  reason: string | null;
  details: Record<string, unknown>;
  createdAt: Date;
  actorId: string | null;
  actorName: string | null;
}

/** The audit log: append-only (issue 5). Pass a transaction so an entry lands with its change. */
export function createAuditRepository(db: Db) {
  return {
    async insert(entry: NewAuditEntry): Promise<void> {
      await db.insert(auditLog).values({ ...entry, reason: entry.reason ?? null, details: entry.details ?? {} });
    },
    async page(filter: { action?: AuditAction | undefined }, page: number, limit: number): Promise<{ rows: AuditRow[]; total: number }> {
      const where = filter.action ? eq(auditLog.action, filter.action) : undefined;
      const [total] = await db.select({ n: count() }).from(auditLog).where(where);
      const rows = await db
        .select(columns)
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit)
        .offset((page - 1) * limit);
      return { rows, total: total?.n ?? 0 };
    },
    async ofTarget(targetType: 'post' | 'user', targetId: string, limit = 50): Promise<AuditRow[]> {
      return db
        .select(columns)
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit);
    },
    /** Post decisions since a moment, with the minutes each post waited. */
    async decisionsSince(since: Date): Promise<{ action: string; createdAt: Date; waitedMinutes: number | null }[]> {
      return db
        .select({
          action: auditLog.action,
          createdAt: auditLog.createdAt,
          waitedMinutes: sql<number | null>`(${auditLog.details} ->> 'waitedMinutes')::int`,
        })
        .from(auditLog)
        .where(and(inArray(auditLog.action, ['post.approved', 'post.rejected']), gte(auditLog.createdAt, since)));
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
