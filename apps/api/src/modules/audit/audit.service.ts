import type { AuditAction, AuditEntry } from '@ghorbari/contracts';
import type { UsersRepository } from '../accounts/users.types.ts';
import { presentAudit } from './audit.presenter.ts';
import type { AuditRepository, AuditRow, AuditTargetType } from './audit.repository.ts';

export interface AuditDeps {
  audit: AuditRepository;
  /** Actors' names: the accounts module's repository, handed in from app.ts. */
  users: Pick<UsersRepository, 'summariesOf'>;
}

/** Reading the audit log (issue 5): entries with the names of the staff who acted. */
export function createAuditService({ audit, users }: AuditDeps) {
  async function present(rows: AuditRow[]): Promise<AuditEntry[]> {
    const names = await users.summariesOf(rows.flatMap((row) => row.actorId ?? []));
    return rows.map((row) => presentAudit(row, names));
  }

  return {
    /** The whole log, newest first, optionally one kind of action. */
    async page(query: { page: number; limit: number; action?: AuditAction | undefined }) {
      const { page, limit, action } = query;
      const { rows, total } = await audit.page({ action }, page, limit);
      const totalPages = Math.max(1, Math.ceil(total / limit));
      return { entries: await present(rows), pagination: { page, limit, total, totalPages } };
    },
    /** What happened to one post or account, newest first. */
    history: async (targetType: AuditTargetType, targetId: string) =>
      present(await audit.ofTarget(targetType, targetId)),
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
