import type { DocumentStatus, LandDocumentKind } from '@ghorbari/contracts';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { posts } from '../posts/posts.schema.ts';
import { rowId, createdAt, belongsTo } from '../../db/columns.ts';

/**
 * A land document of a post (issue 18): private, stored under DATA_DIR/private (never under the
 * public uploads), opened only through the authorised file route. One per kind and post: a new
 * file of a kind replaces the row's file and waits for a new check. Deleted with the post.
 */
export const postDocuments = pgTable(
  'post_documents',
  {
    id: rowId(),
    postId: belongsTo('post_id', () => posts.id),
    kind: text('kind').$type<LandDocumentKind>().notNull(),
    /** The file's name under the private documents folder: random, never the uploaded name. */
    fileName: text('file_name').notNull(),
    fileType: text('file_type').$type<'image' | 'pdf'>().notNull(),
    size: integer('size').notNull(),
    status: text('status').$type<DocumentStatus>().notNull().default('waiting'),
    note: text('note'),
    checkedBy: uuid('checked_by').references(() => users.id, { onDelete: 'set null' }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('post_documents_kind_idx').on(t.postId, t.kind),
    check('post_documents_kind_check', sql`${t.kind} in ('deed', 'khatian', 'namjari', 'khajna')`),
    check('post_documents_status_check', sql`${t.status} in ('waiting', 'checked', 'not-matching')`),
    check('post_documents_file_type_check', sql`${t.fileType} in ('image', 'pdf')`),
  ],
);
