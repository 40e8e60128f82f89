import type { AuditEntry } from '@ghorbari/contracts';
import type { AuditRow } from './audit.repository.ts';

export const presentAudit = (row: AuditRow): AuditEntry => ({
  _id: row.id,
  action: row.action as AuditEntry['action'],
  actor: row.actorId ? { _id: row.actorId, name: row.actorName ?? '' } : null,
  targetType: row.targetType as AuditEntry['targetType'],
  targetId: row.targetId,
  targetLabel: row.targetLabel,
  reason: row.reason,
  details: row.details,
  createdAt: row.createdAt.toISOString(),
});
