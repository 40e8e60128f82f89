import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyServerIssues } from './api-error-message.ts';
import { showToast } from './toast.ts';

/**
 * Where a refused form submit says what went wrong: the server's field problems go under their
 * fields, otherwise its message above the form (`problem`, for FormAlert); unless `toast` is
 * false, the message is also shown as a toast.
 */
export function useFormProblem<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly string[]) {
  const [problem, setProblem] = useState<string | null>(null);
  const refused = (error: unknown, message: string, { toast = true }: { toast?: boolean } = {}) => {
    if (!applyServerIssues(error, setError, fields)) setProblem(message);
    if (toast) void showToast('error', message);
  };
  return { problem, setProblem, refused };
}
