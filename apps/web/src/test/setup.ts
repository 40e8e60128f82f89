import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n, initI18n, loadAllTranslations } from '../lib/i18n.ts';

/**
 * Web component tests (vitest project 'web', happy-dom). The translations are bundled JSON that
 * i18n.ts imports itself: every namespace of both languages is loaded once here, with no network,
 * so no component suspends on its strings. A `console.error` during a test fails it (a missing
 * translation, a React warning), as in the browser tests.
 */
await initI18n();
await loadAllTranslations(i18n);

let consoleErrors: string[] = [];

beforeEach(async () => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' '));
  });
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) throw new Error(`console.error was called during the test:\n${errors.join('\n')}`);
});
