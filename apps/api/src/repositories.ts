import type { Executor } from './db/client.ts';
import { createCodesRepository } from './modules/accounts/codes.repository.ts';
import { createUsersRepository } from './modules/accounts/users.repository.ts';
import { createAuditRepository } from './modules/admin/audit.repository.ts';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { createDailyCountsRepository } from './modules/posts/daily-counts.repository.ts';
import { createPostsRepository } from './modules/posts/posts.repository.ts';
import { createSavedPostsRepository } from './modules/posts/saved-posts.repository.ts';
import { createVisitorsRepository } from './modules/visitors/visitors.repository.ts';

/**
 * Every repository, each the one owner of its tables (ADR 009), built once over the database
 * (app.ts, create-admin) or over a transaction (the demo seed). Modules get the ones they need
 * handed in; none builds another module's repository itself.
 */
export function createRepositories(db: Executor) {
  return {
    users: createUsersRepository(db),
    codes: createCodesRepository(db),
    posts: createPostsRepository(db),
    savedPosts: createSavedPostsRepository(db),
    dailyCounts: createDailyCountsRepository(db),
    audit: createAuditRepository(db),
    notifications: createNotificationsRepository(db),
    visitors: createVisitorsRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
