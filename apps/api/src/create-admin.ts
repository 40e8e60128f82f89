import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '@ghorbari/contracts';
import { ZodError } from 'zod';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { createOrPromoteStaff } from './modules/admin/create-staff.ts';
import { createOwnerOnly } from './owner-only.ts';
import { createRepositories } from './repositories.ts';

/**
 * `npm run create-admin -- --email a@b.c --password secret123 [--role support] [--name "…"]`
 * Uses the same DATA_DIR / DATABASE_URL as `npm start`. With the embedded database, stop the
 * server first (PGlite is opened by one process at a time): the data directory's lock says so.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string', default: 'admin' },
      name: { type: 'string' },
    },
  });
  if (!values.email || !(STAFF_ROLES as readonly string[]).includes(values.role ?? '')) {
    console.error(
      'Usage: npm run create-admin -- --email <email> --password <at least 6 characters>' +
        ' [--role admin|support] [--name "<name>"]',
    );
    process.exit(2);
  }
  const config = loadConfig();
  createOwnerOnly();
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const result = await createOrPromoteStaff(createRepositories(database.db), {
      email: values.email,
      password: values.password ?? '',
      role: values.role as StaffRole,
      name: values.name,
    });
    const said = { created: 'created', promoted: 'promoted (password unchanged)', unchanged: 'already has that role' }[
      result
    ];
    // The one line the person running the command reads.
    // eslint-disable-next-line no-console
    console.log(`${values.email}: ${values.role} account ${said}.`);
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof DataDirLockedError)
    console.error(
      `The Ghorbari server is running (PID ${error.pid}) on ${error.dataDir}, and the embedded database` +
        ' is opened by one process at a time. Stop the server, run create-admin, then start it again.',
    );
  else if (error instanceof ZodError)
    console.error(
      `Not valid: ${error.issues.map((issue) => `${String(issue.path[0] ?? 'input')} — ${issue.message}`).join('; ')}`,
    );
  else console.error('create-admin failed:', error);
  process.exit(1);
});
