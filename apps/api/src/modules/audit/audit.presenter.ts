import type { AuditEntry } from '@ghorbari/contracts';
import type { AuditRow } from './audit.repository.ts';

/** An audit row as staff read it; `names` are the actors' names by id (the accounts module's to know). */
export const presentAudit = (row: AuditRow, names: ReadonlyMap<string, { name: string }>): AuditEntry => ({
  _id: row.id,
  action: row.action,
  actor: row.actorId ? { _id: row.actorId, name: names.get(row.actorId)?.name ?? '' } : null,
  targetType: row.targetType,
  targetId: row.targetId,
  targetLabel: row.targetLabel,
  reason: row.reason,
  details: row.details,
  createdAt: row.createdAt.toISOString(),
});
