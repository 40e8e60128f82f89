/**
 * A table's column headers, one `<th scope="col">` a label. `className` is the same for every
 * column, or given a column's index for tables whose first or last column is aligned apart.
 */
export function ColumnHeaders({
  labels,
  className,
}: {
  labels: readonly string[];
  className?: string | ((index: number) => string);
}) {
  return (
    <>
      {labels.map((label, index) => (
        <th key={label} scope="col" className={typeof className === 'function' ? className(index) : className}>
          {label}
        </th>
      ))}
    </>
  );
}
