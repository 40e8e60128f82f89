import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER, type Executor } from '../db/client.ts';
import { BackupError, type BackupManifest } from './backup-manifest.ts';
import { migrationsTableRef, type AppliedMigration } from './database-catalog.ts';

/**
 * Schema levels. An archive is loaded into tables shaped as they were when it was made: the target
 * is brought to the archive's migration level first (inside the restore's transaction), the rows
 * go in, and the migrations the archive predates run afterwards, as at any start-up, so they can
 * change the rows as they would have changed the original's.
 */
export function codeMigrations(folder = MIGRATIONS_FOLDER): MigrationMeta[] {
  return readMigrationFiles({ migrationsFolder: folder });
}

/** How many of this version's migrations the archive's database had applied. */
export function archiveLevel(manifest: BackupManifest, code: readonly MigrationMeta[]): number {
  const known = code.map((migration) => migration.folderMillis);
  manifest.migrations.forEach((applied, index) => {
    if (known[index] !== applied.createdAt) {
      throw new BackupError(
        'The archive was made by a version of Ghorbari whose database migrations this version does not have.' +
          ' Restore it with that version or a newer one.',
      );
    }
  });
  return manifest.migrations.length;
}

/** How many of this version's migrations a database has applied; a database ahead of the code is refused. */
export function targetLevel(applied: readonly AppliedMigration[], code: readonly MigrationMeta[]): number {
  const last = applied.at(-1);
  if (!last) return 0;
  const level = code.findIndex((migration) => migration.folderMillis === last.createdAt) + 1;
  if (level === 0) {
    throw new BackupError(
      'The target database was migrated by another version of Ghorbari than this one. Restore with that version,' +
        ' or into an empty database.',
    );
  }
  return level;
}

/** Runs migrations `from` (exclusive) to `to` (inclusive) as drizzle's migrator would, on `tx`. */
export async function applyMigrations(
  tx: Executor,
  code: readonly MigrationMeta[],
  from: number,
  to: number,
): Promise<void> {
  for (const migration of code.slice(from, to)) {
    for (const statement of migration.sql) {
      if (statement.trim() !== '') await tx.execute(sql.raw(statement));
    }
    await tx.execute(
      sql`insert into ${migrationsTableRef} ("hash", "created_at")
          values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}
