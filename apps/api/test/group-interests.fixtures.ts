import { groupId } from '@ghorbari/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { groupOffers } from '../src/modules/group/group.schema.ts';

/**
 * Test data for interest and leads (issue 15): offers are inserted as rows (publishing them is
 * the offers' subject, not these tests'), members get a session directly, and interest goes
 * through the API, as a visitor's phone would send it.
 */
/** An offer as stored (open unless told otherwise); its row id and public id (G-n). */
export async function offerRow(
  database: Database,
  overrides: Partial<typeof groupOffers.$inferInsert> = {},
): Promise<{ id: string; PostID: string; title: string }> {
  const [row] = await database.db
    .insert(groupOffers)
    .values({
      title: 'Six-storey building on 5 katha in Mirpur',
      developBy: 'Shapla Builders',
      phone: '01911000222',
      division: 'dhaka',
      district: 'dhaka',
      subDistrict: 'dhaka-mirpur',
      landSize: 5,
      landUnit: 'katha',
      floors: 6,
      flatSizeMin: 1100,
      flatSizeMax: 1350,
      areaPerShare: 1200,
      sharesTotal: 10,
      sharesLeft: 4,
      pricePerShare: 6_500_000,
      description: 'Ten families build together on a plot near Mirpur 10, a flat each.',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('offer not inserted');
  return { id: row.id, PostID: groupId(row.number), title: row.title };
}

/** Someone's interest as the form sends it: one offer's unless `offerId` is left out. */
export const interest = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rafiqul Islam',
  occupation: 'Bank officer',
  phone: '01712345678',
  ...overrides,
});
export const generalInterest = (overrides: Record<string, unknown> = {}) =>
  interest({ division: 'rajshahi', location: 'Near Rajshahi University', ...overrides });

let lastOctet = 0;
/** A client address of its own for each call, so the per-address cap stays out of the way unless a test wants it. */
export const freshAddress = () => `203.0.${Math.floor(++lastOctet / 250)}.${1 + (lastOctet % 250)}`;

export function interestApi(app: FastifyInstance) {
  return {
    send: (body: object, options: { token?: string; address?: string; language?: 'bn' | 'en' } = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/group-interest',
        remoteAddress: options.address ?? freshAddress(),
        payload: body,
        headers: {
          'accept-language': options.language ?? 'en',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      }),
    mine: (token?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/profile/my-interests',
        headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    leads: (token: string | undefined, query = '', language: 'bn' | 'en' = 'en') =>
      app.inject({
        method: 'GET',
        url: `/api/admin/leads${query}`,
        headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    csv: (token: string | undefined, query = '', language: 'bn' | 'en' = 'en') =>
      app.inject({
        method: 'GET',
        url: `/api/admin/leads.csv${query}`,
        headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    update: (token: string | undefined, leadId: string, body: object) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/leads/${leadId}`,
        payload: body,
        headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
  };
}
export type InterestApi = ReturnType<typeof interestApi>;
