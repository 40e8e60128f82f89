import { useId } from 'react';
import { Options } from './filter-fields.tsx';

/** The order a list's results are in: a labelled select beside the result count. */
export function SortSelect<S extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: S;
  options: readonly { value: S; label: string }[];
  onChange: (value: S) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={`${id}-sort`} className="block text-sm font-semibold text-gray-800">
        {label}
      </label>
      <select
        id={`${id}-sort`}
        value={value}
        // The options are the only values the select can hold.
        onChange={(event) => onChange(event.target.value as S)}
        className="mt-1 h-11 rounded-md border border-gray-300 bg-white px-3 text-[15px] text-gray-900"
      >
        <Options options={options} />
      </select>
    </div>
  );
}
