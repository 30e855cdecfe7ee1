/**
 * The "most views" input every share form offers: a whole number, 0 for no limit. Texts come in as
 * props; the value stays the typed string, for the form's own check.
 */
import { TextField } from './TextField';

export interface MaxViewsFieldProps {
  id: string;
  label: string;
  hint: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

export function MaxViewsField({ id, label, hint, value, error, onChange }: MaxViewsFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      hint={hint}
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
