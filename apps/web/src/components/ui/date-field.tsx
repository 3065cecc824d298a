// A date field typed as "дд.мм.рррр" whatever the browser's locale (a native date input follows the browser's,
// mm/dd/yyyy in many): the number pad on a phone, the dots put in while typing, the label, hint and error of every
// field. `value` and `onChange` carry the form's value: the ISO date once the entry is a whole real date.
import { forwardRef, type InputHTMLAttributes } from 'react';
import { TextField } from '@/components/ui/input';
import { dateTextOf, isoOfDateText, typeDateText } from '@/lib/date-entry';

interface DateFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  value: string;
  onChange: (value: string) => void;
}

export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField({ value, onChange, ...rest }, ref) {
  return (
    <TextField
      ref={ref}
      {...rest}
      type="text"
      inputMode="numeric"
      enterKeyHint="next"
      maxLength={10}
      value={dateTextOf(value)}
      onChange={(event) => onChange(isoOfDateText(typeDateText(event.currentTarget.value)))}
    />
  );
});
