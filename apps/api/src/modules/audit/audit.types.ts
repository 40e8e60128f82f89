/**
 * The audit module's records, for the modules it hands its repository to (ADR 009): they name
 * these types, never the repository file itself. A module that only writes entries takes an
 * `AuditWriter` (audit-writer.ts).
 */
export type { AuditRepository, AuditRow, AuditTargetType, NewAuditEntry } from './audit.repository.ts';
