import type { Ref } from 'react';

/** A date as a form's controller holds it (YYYY-MM-DD or YYYY-MM, or '' while not fully chosen). */
export interface DateControl {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref: Ref<HTMLSelectElement>;
}

/** A controller's field as DateField's props: its value, its handlers, and its ref on the first select. */
export const dateControlProps = (field: DateControl) => ({
  value: field.value,
  onChange: field.onChange,
  onBlur: field.onBlur,
  fieldRef: field.ref,
});
