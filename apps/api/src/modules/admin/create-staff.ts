import { emailSchema, passwordSchema, type StaffRole } from '@ghorbari/contracts';
import { hashPassword } from '../../auth/secrets.ts';
import type { Db } from '../../db/client.ts';
import { createUsersRepository } from '../accounts/users.repository.ts';
import { createAuditRepository } from './audit.repository.ts';

export interface StaffInput {
  email: string;
  password: string;
  role: StaffRole;
  name?: string | undefined;
}

/**
 * `npm run create-admin`: creates a staff account, or gives an existing account the role (its
 * password is left as it is). Audited with no actor: it was done from the server's shell.
 */
export async function createOrPromoteStaff(db: Db, input: StaffInput): Promise<'created' | 'promoted' | 'unchanged'> {
  const email = emailSchema.parse(input.email);
  const users = createUsersRepository(db);
  const existing = await users.byEmail(email);
  const audit = createAuditRepository(db);
  if (existing) {
    if (existing.role === input.role) return 'unchanged';
    await users.update(existing.id, { role: input.role });
    await audit.insert({
      actorId: null,
      action: 'user.role-changed',
      targetType: 'user',
      targetId: existing.id,
      targetLabel: `${existing.name} <${existing.email}>`,
      reason: 'create-admin command',
      details: { from: existing.role, to: input.role },
    });
    return 'promoted';
  }
  const password = passwordSchema.parse(input.password);
  const user = await users.insert({ email, passwordHash: await hashPassword(password), name: input.name ?? 'Ghorbari Staff', role: input.role });
  await audit.insert({
    actorId: null,
    action: 'user.role-changed',
    targetType: 'user',
    targetId: user.id,
    targetLabel: `${user.name} <${user.email}>`,
    reason: 'create-admin command',
    details: { from: null, to: input.role },
  });
  return 'created';
}
