import { Label } from './label';
import { Select } from './select';

interface FilterSelectProps<T extends string> {
  id: string;
  label: string;
  /** The chosen value; undefined: no filter. */
  value: T | undefined;
  options: readonly T[];
  /** The text of the empty choice ('All'). */
  allLabel: string;
  optionLabel: (option: T) => string;
  onChange: (value: T | undefined) => void;
}

/**
 * A labelled filter over a closed set of values (a contract enum), with an empty choice for "no filter".
 * Only a value of `options` reaches onChange, whatever the select held.
 */
export function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  allLabel,
  optionLabel,
  onChange,
}: FilterSelectProps<T>) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(options.find((option) => option === event.target.value))}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </Select>
    </div>
  );
}
