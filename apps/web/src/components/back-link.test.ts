import { describe, expect, it } from 'vitest';
import { backToList } from './back-link.tsx';

describe('backToList', () => {
  it('keeps the list address a card handed over, with its search', () => {
    expect(backToList({ from: '/Interior?budget=low' }, '/Interior')).toBe('/Interior?budget=low');
    expect(backToList({ from: '/Interior' }, '/Interior')).toBe('/Interior');
  });

  it('falls back to the plain list for anything else', () => {
    expect(backToList(null, '/Blog')).toBe('/Blog');
    expect(backToList({ from: '/Interior-Details/1' }, '/Interior')).toBe('/Interior');
    expect(backToList({ from: '/InteriorX' }, '/Interior')).toBe('/Interior');
    expect(backToList({ from: 3 }, '/Blog')).toBe('/Blog');
  });
});
