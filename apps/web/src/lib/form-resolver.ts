import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's resolver: react-hook-form checked by the contracts' zod schema, the one the API uses,
 * so the browser refuses exactly what the server would and the submit handler gets the parsed
 * body. `prepare` turns the form's values (text as typed) into what the schema reads, e.g. an
 * empty optional field left out; without it the values go to the schema as they are.
 *
 * The form's value type is the caller's (`useForm<Values, unknown, Body>` or an annotation):
 * `formResolver(schema)` takes it from there.
 */
export function formResolver<TForm extends FieldValues, TSchema extends z.ZodType<unknown, FieldValues>>(
  schema: TSchema,
  prepare: (values: TForm) => FieldValues = (values) => values,
): Resolver<TForm, unknown, z.output<TSchema>> {
  const resolve = zodResolver(schema);
  // The one cast. zodResolver types a form's values as the schema's input and its errors by
  // that shape; a form holds its own shape (text as typed, a choice not made yet) and the schema
  // parses whatever it is given, naming each problem by the form's own field path.
  return ((values: TForm, context: unknown, options: ResolverOptions<FieldValues>) =>
    resolve(prepare(values), context, options)) as unknown as Resolver<TForm, unknown, z.output<TSchema>>;
}
