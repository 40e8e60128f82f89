import type { AuditAction, AuditTargetType } from '@ghorbari/contracts';
import type { Executor } from '../../db/client.ts';

/**
 * The audit log's writer as other modules receive it (the audit module's repository, handed in
 * from app.ts, ADR 009): pass the change's transaction, so the entry lands with what it records.
 */
export interface AuditWriter<T extends AuditTargetType = AuditTargetType> {
  insert(
    entry: {
      actorId: string | null;
      action: AuditAction;
      targetType: T;
      targetId: string;
      targetLabel: string;
      reason?: string | null;
      details?: Record<string, unknown>;
    },
    tx?: Executor,
  ): Promise<void>;
}
