import type { AuditAction, AuditTargetType } from '@ghorbari/contracts';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { rowId, createdAt } from '../../db/columns.ts';

/**
 * Who did what to which post or account, when and why (issue 5). Rows are never updated;
 * the actor is kept as null if their account is later deleted, and the target's label is
 * copied so the entry still reads after the target is gone.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: rowId(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<AuditAction>().notNull(),
    targetType: text('target_type').$type<AuditTargetType>().notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label').notNull(),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
    check(
      'audit_log_target_type_check',
      sql`${t.targetType} in ('post', 'user', 'firm', 'review', 'group-offer', 'lead', 'article', 'comment')`,
    ),
  ],
);
