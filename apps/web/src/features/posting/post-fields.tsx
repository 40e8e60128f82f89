import type { ReactNode } from 'react';
import type { FieldError, FieldErrors, UseFormReturn } from 'react-hook-form';
import type { PostBasics } from '@ghorbari/contracts';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form-fields.tsx';
import { asciiDigits } from '../../lib/ascii-digits.ts';
import { cn } from '../../lib/class-names.ts';
import type { PostFormValues, ROOM_FIELDS } from './post-form-values.ts';

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

/** For fields that hold a number only: what was typed in Bengali digits is kept as ASCII. */
export const digits = { setValueAs: (value: unknown) => asciiDigits(value) as string };

/** Room counts (bedrooms, bathrooms…), each a small number field. */
export function RoomFields({
  form,
  rooms,
  className,
  required = false,
}: {
  form: PostForm;
  rooms: readonly (typeof ROOM_FIELDS)[number][];
  className: string;
  /** A flat's or a house's bedrooms and bathrooms must be given (issue 41). */
  required?: boolean;
}) {
  const { t } = useTranslation('posting');
  const { errors } = form.formState;
  return (
    <div className={cn('grid gap-4', className)}>
      {rooms.map((room) => (
        <TextField
          key={room}
          label={t(`rooms.${room}`)}
          optional={!required}
          aria-required={required || undefined}
          inputMode="numeric"
          maxLength={3}
          error={errorAt(errors, `rooms.${room}`)}
          {...form.register(`rooms.${room}`, digits)}
        />
      ))}
    </div>
  );
}
