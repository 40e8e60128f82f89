import { hashPassword } from '../auth/secrets.ts';
import type { Repositories } from '../repositories.ts';

/**
 * Demo accounts for local use only (README): a normal member with a full profile, a
 * suspended one, support staff and an admin.
 */
export async function seedDemoAccounts({ users }: Repositories, now: Date): Promise<void> {
  const demoPassword = await hashPassword('demo1234');
  const inAYear = new Date(now);
  inAYear.setUTCFullYear(inAYear.getUTCFullYear() + 1);
  await users.insert({
    email: 'demo@ghorbari.test',
    passwordHash: demoPassword,
    name: 'Rahim Uddin',
    phone: '01712345678',
    gender: 'male',
    birthDate: '1988-04-14',
    bio: 'Software engineer in Dhaka, looking for a family flat near Mirpur and selling a plot in Rajshahi.',
    occupation: 'Software engineer',
    addressDivision: 'dhaka',
    addressDistrict: 'dhaka',
    addressSubDistrict: 'dhaka-mirpur',
    addressMore: 'Road 3, Section 10',
    showPhone: true,
    language: 'bn',
  });
  await users.insert({
    email: 'suspended@ghorbari.test',
    passwordHash: demoPassword,
    name: 'Karim Hossain',
    phone: '01812345678',
    gender: 'male',
    birthDate: '1990-01-01',
    status: 'suspended',
    suspendedUntil: inAYear,
  });
  await users.insert({
    email: 'support@ghorbari.test',
    passwordHash: await hashPassword('support1234'),
    name: 'Nusrat Jahan',
    phone: '01912345678',
    gender: 'female',
    birthDate: '1994-07-21',
    role: 'support',
  });
  await users.insert({
    email: 'admin@ghorbari.test',
    passwordHash: await hashPassword('admin1234'),
    name: 'Tanvir Ahmed',
    phone: '01512345678',
    gender: 'male',
    birthDate: '1985-12-16',
    role: 'admin',
  });
}
