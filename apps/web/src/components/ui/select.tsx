// The select of every form: the phone's own picker (best for touch and screen readers) with the field's look, and
// SelectField with its label and error wired as in TextField.
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { FormField, fieldDescriptionId } from '@/components/ui/form-field';
import '@/components/ui/ui.css';

type SelectProps = SelectHTMLAttributes<HTMLSelectElement>;

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ className, children, ...rest }, ref) {
  return (
    <span className="select">
      <select ref={ref} className={['field__input', className ?? ''].filter(Boolean).join(' ')} {...rest}>
        {children}
      </select>
      <span className="select__chevron" aria-hidden="true" />
    </span>
  );
});

interface SelectFieldProps extends SelectProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { id, label, error, hint, children, ...rest },
  ref,
) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescriptionId(id, error, hint)}
        {...rest}
      >
        {children}
      </Select>
    </FormField>
  );
});
