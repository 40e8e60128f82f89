import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  hasSaveFlag,
  PENDING_SAVE_MAX_AGE_MS,
  rememberPendingSave,
  saveNext,
  signInReason,
  takePendingSave,
  withoutSaveFlag,
} from './return-intent.ts';

describe('why the reader is asked to sign in', () => {
  it('is saving a post when the way back carries the save flag', () => {
    const next = saveNext('/Property-Rent-Details/R-12', '?from=list');
    expect(next).toBe('/Property-Rent-Details/R-12?from=list&save=1');
    expect(signInReason(next)).toBe('save');
    // Tapping Save twice does not add the flag twice.
    expect(saveNext('/Property-Rent-Details/R-12', '?save=1')).toBe('/Property-Rent-Details/R-12?save=1');
  });

  it('is posting an ad when the way back is a posting form', () => {
    expect(signInReason('/sellpost')).toBe('post');
    expect(signInReason('/add-rent-post')).toBe('post');
  });

  it('is nothing in particular otherwise, or for an address of another site', () => {
    expect(signInReason('/user/profile-settings')).toBeNull();
    expect(signInReason('/Property-Rent-Details/R-12?save=0')).toBeNull();
    expect(signInReason('//evil.example/x?save=1')).toBeNull();
    expect(signInReason(null)).toBeNull();
  });
});

describe('the save flag in the address', () => {
  it('is read and removed, leaving the rest of the search', () => {
    expect(hasSaveFlag('?save=1')).toBe(true);
    expect(hasSaveFlag('?from=list')).toBe(false);
    expect(withoutSaveFlag('?from=list&save=1')).toBe('?from=list');
    expect(withoutSaveFlag('?save=1')).toBe('');
  });
});

describe('the pending save of this tab', () => {
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is finished once, for the post it was meant for', () => {
    rememberPendingSave('R-12', 1000);
    expect(takePendingSave('R-99', 2000)).toBe(false);
    expect(takePendingSave('R-12', 2000)).toBe(true);
    expect(takePendingSave('R-12', 2000)).toBe(false);
  });

  it('is not finished when there was none (a link that merely carries ?save=1)', () => {
    expect(takePendingSave('R-12')).toBe(false);
  });

  it('is dropped when it is too old', () => {
    rememberPendingSave('R-12', 0);
    expect(takePendingSave('R-12', PENDING_SAVE_MAX_AGE_MS + 1)).toBe(false);
    expect(takePendingSave('R-12', 1)).toBe(false);
  });

  it('is ignored when storage holds something else or fails', () => {
    sessionStorage.setItem('pending-save', 'not json');
    expect(takePendingSave('R-12')).toBe(false);
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    });
    expect(() => rememberPendingSave('R-12')).not.toThrow();
    expect(takePendingSave('R-12')).toBe(false);
  });
});
