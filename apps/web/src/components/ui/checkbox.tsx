// Checkbox and radio: the native control (keyboard, screen readers and forms for free) inside its label, so the whole
// row is one 44 px target; ChoiceGroup holds radios under a legend that sits inside its box.
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import '@/components/ui/ui.css';

interface ChoiceProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Attributes of the whole row (the label), e.g. a test id or data attributes naming what the row stands for. */
  rowProps?: Record<`data-${string}`, string | number | undefined>;
}

function choice(type: 'checkbox' | 'radio') {
  return forwardRef<HTMLInputElement, ChoiceProps>(function Choice({ label, hint, className, rowProps, ...rest }, ref) {
    return (
      <label className={['choice', className ?? ''].filter(Boolean).join(' ')} {...rowProps}>
        <input ref={ref} type={type} className="choice__control" {...rest} />
        <span className="choice__text">
          <span>{label}</span>
          {hint && <span className="choice__hint">{hint}</span>}
        </span>
      </label>
    );
  });
}

export const Checkbox = choice('checkbox');
export const Radio = choice('radio');

interface ChoiceGroupProps {
  legend: ReactNode;
  /** Said under the choices and tied to the group (aria-describedby). */
  error?: string | undefined;
  errorId?: string;
  children: ReactNode;
  className?: string;
  id?: string;
  /** Disables every choice inside at once (a fieldset's own rule), e.g. while the page checks what the choice means. */
  disabled?: boolean;
  'data-testid'?: string;
}

export function ChoiceGroup({ legend, error, errorId, children, className, ...rest }: ChoiceGroupProps) {
  return (
    <fieldset
      className={['choice-group', className ?? ''].filter(Boolean).join(' ')}
      aria-describedby={error && errorId ? errorId : undefined}
      {...rest}
    >
      <legend className="choice-group__legend">{legend}</legend>
      <div>{children}</div>
      {error && (
        <span id={errorId} className="choice-group__error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
