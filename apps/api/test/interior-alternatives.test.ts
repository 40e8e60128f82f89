import { translateMessage } from '@ghorbari/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../src/repositories.ts';
import { userRow } from './accounts.fixtures.ts';
import { buildDemoTestApp, type DemoTestApp } from './demo.fixtures.ts';
import { ONE_DRIVER, buildTestApp, type TestApp } from './helpers.ts';
import { firmPhotosFor, firmRow } from './interior-fixtures.ts';

interface Alternative {
  kind: string;
  query: Record<string, string>;
  total: number;
  firms: {
    name: string;
    budgetPerSqft: { min: number; max: number } | null;
    location: { division: string; district: string };
    distanceKm: number | null;
  }[];
}

const CHATTOGRAM = { division: 'chittagong', district: 'chittagong', subDistrict: 'chittagong-khulshi' } as const;
/** Home interiors in Chattogram for at most Tk 1,000 a sqft: the tester's search (issue 63, item 7). */
const TESTERS_SEARCH = 'division=chittagong&district=chittagong&category=home&maxBudget=1000';

/**
 * A firm search that finds little offers the searches one step wider (issue 63, item 7): the
 * same city above the budget with the nearest budget first, the rest of the division, the rest of
 * the country, other kinds of work; each with its link and count, each firm offered once.
 */
describe.each(ONE_DRIVER)('wider firm searches on %s', (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(driver);
    const repos = createRepositories(t.database.db);
    const owner = await repos.users.insert(userRow({ name: 'Arif Chowdhury' }));
    const gone = await repos.users.insert(userRow({ name: 'Disabled Owner', status: 'Disabled' }));
    const firms: [string, Parameters<typeof firmRow>[1]][] = [
      ['Agrabad Luxe', { ...CHATTOGRAM, budgetTier: 'luxury', budgetMinPerSqft: 2400, budgetMaxPerSqft: 5000 }],
      ['Khulshi Homes', { ...CHATTOGRAM, budgetMinPerSqft: 1200, budgetMaxPerSqft: 2000 }],
      ['Unpriced Studio', { ...CHATTOGRAM, budgetMinPerSqft: null, budgetMaxPerSqft: null }],
      ['Port Offices', { ...CHATTOGRAM, categories: ['office'], budgetMinPerSqft: 600, budgetMaxPerSqft: 1000 }],
      [
        'Cumilla Craft',
        {
          division: 'chittagong',
          district: 'cumilla',
          subDistrict: 'cumilla-cumilla-adarsha-sadar',
          budgetTier: 'low-budget',
          budgetMinPerSqft: 400,
          budgetMaxPerSqft: 900,
        },
      ],
      ['Gulshan Basics', { budgetTier: 'low-budget', budgetMinPerSqft: 500, budgetMaxPerSqft: 900 }],
      [
        'Surma Homes',
        {
          division: 'sylhet',
          district: 'sylhet',
          subDistrict: 'sylhet-sylhet-sadar',
          budgetMinPerSqft: 300,
          budgetMaxPerSqft: 700,
        },
      ],
      ['Waiting Homes', { ...CHATTOGRAM, status: 'pending', budgetMinPerSqft: 500, budgetMaxPerSqft: 800 }],
    ];
    for (const [name, overrides] of firms)
      await repos.firms.insert(firmRow(owner.id, { name, ...overrides }), firmPhotosFor(name));
    // A firm whose owner is gone is offered nowhere.
    await repos.firms.insert(
      firmRow(gone.id, { name: 'Hidden Homes', ...CHATTOGRAM, budgetMinPerSqft: 700, budgetMaxPerSqft: 900 }),
      firmPhotosFor('hidden'),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const alternatives = async (query: string): Promise<Alternative[]> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/interior/alternatives?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ alternatives: Alternative[] }>().alternatives;
  };
  const names = (entry: Alternative | undefined) => entry?.firms.map((firm) => firm.name);

  it('offers the city above the budget (nearest first), the division, the country and other work', async () => {
    const list = await alternatives(TESTERS_SEARCH);
    expect(list.map((entry) => entry.kind)).toEqual(['budget', 'nearby', 'country', 'category']);
    const [budget, nearby, country, category] = list;
    // The nearest budget above Tk 1,000 first; a firm that gave none last.
    expect(names(budget)).toEqual(['Khulshi Homes', 'Agrabad Luxe', 'Unpriced Studio']);
    expect(budget!.firms.map((firm) => firm.budgetPerSqft?.min ?? null)).toEqual([1200, 2400, null]);
    expect(budget!.query).toEqual({ division: 'chittagong', district: 'chittagong', category: 'home' });
    expect(budget!.total).toBe(3);
    // Firms of the city say no distance.
    expect(budget!.firms.map((firm) => firm.distanceKm)).toEqual([null, null, null]);
    // Based elsewhere in the division, within the budget, with how far (Chattogram to Cumilla, as the crow flies).
    expect(names(nearby)).toEqual(['Cumilla Craft']);
    expect(nearby!.firms[0]!.distanceKm).toBe(143);
    expect(nearby!.query).toEqual({ division: 'chittagong', category: 'home', maxBudget: '1000' });
    expect(nearby!.total).toBe(1);
    // The rest of the country: the other divisions' firms, the nearest first (Dhaka before Sylhet).
    expect(names(country)).toEqual(['Gulshan Basics', 'Surma Homes']);
    expect(country!.firms.map((firm) => firm.distanceKm)).toEqual([211, 284]);
    expect(country!.query).toEqual({ category: 'home', maxBudget: '1000' });
    expect(country!.total).toBe(3);
    expect(names(category)).toEqual(['Port Offices']);
    expect(category!.query).toEqual({ division: 'chittagong', district: 'chittagong', maxBudget: '1000' });
  });

  it('links each wider search to what GET /api/interior then finds', async () => {
    for (const entry of await alternatives(TESTERS_SEARCH)) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/interior?${new URLSearchParams(entry.query).toString()}`,
      });
      expect(response.json<{ pagination: { total: number } }>().pagination.total, entry.kind).toBe(entry.total);
    }
  });

  it('offers the search without the name, counting the firms the name found too', async () => {
    const list = await alternatives('division=chittagong&district=chittagong&category=home&q=khulshi');
    expect(list[0]!.kind).toBe('name');
    expect(names(list[0])?.sort()).toEqual(['Agrabad Luxe', 'Unpriced Studio']);
    expect(list[0]!.total).toBe(3);
  });

  it('offers nothing to a search that found enough, or that has nothing to drop', async () => {
    expect(await alternatives('division=chittagong&district=chittagong&category=home')).toEqual([]);
    expect(await alternatives('')).toEqual([]);
  });

  it('refuses what is not a firm search with a translated 400, never a 500', async () => {
    const cases: [string, string][] = [
      ['division=dhaka&district=chittagong', 'validation.choiceInvalid'],
      ['district=atlantis', 'validation.choiceInvalid'],
      ['category=castle', 'validation.choiceInvalid'],
      ['maxBudget=cheap', 'validation.firmBudgetInvalid'],
      ['maxBudget=10', 'validation.firmBudgetInvalid'],
      ['division=mars', 'validation.choiceInvalid'],
    ];
    for (const [query, key] of cases) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/interior/alternatives?${query}`,
        headers: { 'accept-language': 'bn' },
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toBe(translateMessage('bn', key as never));
    }
    for (const query of ['minRating=9', `q=${'ক'.repeat(101)}`, 'sort=cheapest', 'district=DROP%20TABLE']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/interior/alternatives?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ success: boolean; message: string }>().message, query).not.toBe('');
    }
  });
});

/** The tester's own search on the demo market: home interiors in Chattogram under Tk 1,000 a sqft. */
describe.each(ONE_DRIVER)('the demo firms answer the tester’s Chattogram search on %s', (driver) => {
  let t: DemoTestApp;
  beforeAll(async () => {
    t = await buildDemoTestApp(driver);
    expect(t.seeded).toContain('firm-budgets');
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('finds no firm, and offers a Chattogram firm above the budget and firms of the division within it', async () => {
    const listing = await t.app.inject({ method: 'GET', url: `/api/interior?${TESTERS_SEARCH}` });
    expect(listing.json<{ pagination: { total: number } }>().pagination.total).toBe(0);

    const response = await t.app.inject({ method: 'GET', url: `/api/interior/alternatives?${TESTERS_SEARCH}` });
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<{ alternatives: Alternative[] }>().alternatives;
    const budget = list.find((entry) => entry.kind === 'budget');
    const nearby = list.find((entry) => entry.kind === 'nearby');
    expect(budget?.firms.length).toBeGreaterThan(0);
    for (const firm of budget!.firms) {
      expect(firm.location.district).toBe('chittagong');
      expect(firm.budgetPerSqft!.min).toBeGreaterThan(1000);
    }
    expect(nearby?.firms.length).toBeGreaterThan(0);
    for (const firm of nearby!.firms) {
      expect(firm.location.division).toBe('chittagong');
      expect(firm.location.district).not.toBe('chittagong');
      expect(firm.budgetPerSqft!.min).toBeLessThanOrEqual(1000);
    }
  });
});
