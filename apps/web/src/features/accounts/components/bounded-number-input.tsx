import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';

interface BoundedNumberInputProps extends Omit<
  NumberInputProps,
  'value' | 'onChange' | 'min' | 'max'
> {
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
}

/**
 * A number field that only ever reports numbers within [min, max]. While it is being edited it
 * may be empty; leaving it empty puts back the last valid number.
 */
export function BoundedNumberInput({
  value,
  onChange,
  min,
  max,
  onBlur,
  ...props
}: BoundedNumberInputProps) {
  const [editing, setEditing] = useState<string | number | null>(null);
  return (
    <NumberInput
      {...props}
      min={min}
      max={max}
      clampBehavior="strict"
      value={editing ?? value}
      onChange={(next) => {
        setEditing(next);
        if (typeof next === 'number' && next >= min && next <= max) onChange(next);
      }}
      onBlur={(event) => {
        setEditing(null);
        onBlur?.(event);
      }}
    />
  );
}
