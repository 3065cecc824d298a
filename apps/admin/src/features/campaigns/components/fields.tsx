// The editor's inputs bound to the form by path, each showing the error the form or the server put on its field:
// numbers (empty is "none": undefined or null as the contract wants) and Kyiv calendar dates.
import { NumberInput, TextInput, type NumberInputProps } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { addCalendarDays, kyivCalendarDate, kyivDayStart } from '@loyalty/domain/kyiv-time';
import { fieldError } from '@admin/ui/form';

interface FieldProps<T extends FieldValues> {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: Path<T>;
  label: string;
  description?: string;
  testId?: string;
  /** The field's error in the screen's words, in place of the schema's. */
  hint?: string;
}

export function NumberField<T extends FieldValues>({
  form,
  name,
  label,
  description,
  testId,
  hint,
  empty = undefined,
  ...props
}: FieldProps<T> & { empty?: null | undefined } & Omit<NumberInputProps, 'form' | 'name' | 'label' | 'value' | 'onChange'>) {
  return (
    <Controller
      control={form.control as unknown as Control<FieldValues>}
      name={name}
      render={({ field }) => (
        <NumberInput
          {...props}
          label={label}
          description={description}
          value={(field.value as number | null | undefined) ?? ''}
          onChange={(value) => field.onChange(value === '' || typeof value !== 'number' ? empty : value)}
          onBlur={field.onBlur}
          error={fieldError(form, name, hint)}
          thousandSeparator=" "
          data-testid={testId}
        />
      )}
    />
  );
}

/**
 * A Kyiv calendar date for an instant: the start of that day, or for an end (`last`) the end of that day, held as the
 * next day's Kyiv midnight since a campaign runs until its end exclusive.
 */
export function KyivDateField<T extends FieldValues>({
  form,
  name,
  label,
  description,
  testId,
  hint,
  last = false,
}: FieldProps<T> & { last?: boolean }) {
  return (
    <Controller
      control={form.control as unknown as Control<FieldValues>}
      name={name}
      render={({ field }) => {
        const instant = field.value as string | null | undefined;
        const shown = instant ? kyivCalendarDate(new Date(Date.parse(instant) - (last ? 1 : 0))) : '';
        return (
          <TextInput
            type="date"
            label={label}
            description={description}
            value={shown}
            onChange={(event) => {
              const date = event.currentTarget.value;
              if (!date) return field.onChange(null);
              field.onChange(kyivDayStart(last ? addCalendarDays(date, 1) : date).toISOString());
            }}
            onBlur={field.onBlur}
            error={fieldError(form, name, hint)}
            data-testid={testId}
          />
        );
      }}
    />
  );
}
