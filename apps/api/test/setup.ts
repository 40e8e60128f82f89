import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A console.error during a test is a bug the test did not expect: fail it (docs/conventions.md,
 * "Tests beside the code").
 */
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
