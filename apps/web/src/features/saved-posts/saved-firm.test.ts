import { describe, expect, it } from 'vitest';
import { savedBudgetTiers, savedServices } from './saved-firm.ts';

describe('a saved firm (spec §3)', () => {
  it('shows the first five services it offers, in the firm’s order', () => {
    expect(
      savedServices({
        lighting: true,
        painting: false,
        'interior-design': true,
        wallpaper: true,
        renovation: false,
        'false-ceiling': true,
        '3d-visualisation': true,
        landscaping: true,
      }),
    ).toEqual(['lighting', 'interior-design', 'wallpaper', 'false-ceiling', '3d-visualisation']);
  });

  it('shows no services when none is offered or the map is missing', () => {
    expect(savedServices({ painting: false })).toEqual([]);
    expect(savedServices(null)).toEqual([]);
    expect(savedServices(undefined)).toEqual([]);
  });

  it('names the budget tiers its flags set', () => {
    expect(savedBudgetTiers({ luxury: false, budgetFriendly: true, lowBudget: false })).toEqual(['budget-friendly']);
    expect(savedBudgetTiers({ luxury: true, budgetFriendly: null, lowBudget: true })).toEqual(['luxury', 'low-budget']);
    expect(savedBudgetTiers({})).toEqual([]);
  });
});
