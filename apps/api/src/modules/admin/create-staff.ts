import { emailSchema, passwordSchema, type StaffRole } from '@ghorbari/contracts';
import { hashPassword } from '../../auth/secrets.ts';
import type { UsersRepository } from '../accounts/users.types.ts';
import type { AuditWriter } from '../audit/audit-writer.ts';

export interface StaffInput {
  email: string;
  password: string;
  role: StaffRole;
  name?: string | undefined;
}

export interface CreateStaffDeps {
  /** The accounts module's repository, handed in by the caller (ADR 009). */
  users: Pick<UsersRepository, 'byEmail' | 'insert' | 'update'>;
  audit: AuditWriter;
}

/**
 * `npm run create-admin`: creates a staff account, or gives an existing account the role (its
 * password is left as it is). Audited with no actor: it was done from the server's shell.
 */
export async function createOrPromoteStaff(
  { users, audit }: CreateStaffDeps,
  input: StaffInput,
): Promise<'created' | 'promoted' | 'unchanged'> {
  const email = emailSchema.parse(input.email);
  const existing = await users.byEmail(email);
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
  const passwordHash = await hashPassword(password);
  const user = await users.insert({ email, passwordHash, name: input.name ?? 'Ghorbari Staff', role: input.role });
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
