import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { LocationPicker, type LocationValue } from './location-picker.tsx';

/**
 * The place of a form's address field (react-hook-form): the picker sets the division, district,
 * sub-district (and neighbourhood, when the field keeps one) and leaves the rest of the field (the
 * street, the house, the post code) as it was.
 */
export function LocationFormPicker<Values extends FieldValues, Transformed>({
  control,
  name,
  required = false,
}: {
  control: Control<Values, unknown, Transformed>;
  name: FieldPathByValue<Values, LocationValue>;
  required?: boolean;
}) {
  const { field } = useController({ control, name });
  const value: LocationValue = field.value;
  return (
    <LocationPicker
      mode="form"
      required={required}
      value={value}
      onChange={(place) => field.onChange({ ...value, ...place })}
    />
  );
}
