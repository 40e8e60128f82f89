import type { ReactNode } from 'react';
import type { FieldError, FieldErrors, UseFormReturn } from 'react-hook-form';
import type { PostBasics } from '@ghorbari/contracts';
import type { PostFormValues } from './post-form-values.ts';

export type PostForm = UseFormReturn<PostFormValues, unknown, PostBasics>;

/** A field's error by its dotted path ('location.division', 'rooms.total'). */
export function errorAt(errors: FieldErrors<PostFormValues>, path: string): FieldError | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node && typeof node === 'object' && 'message' in node ? (node as FieldError) : undefined;
}

/** A titled group of fields inside a step. */
export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="mb-3 text-lg font-semibold text-gray-900">{title}</legend>
      {children}
    </fieldset>
  );
}
