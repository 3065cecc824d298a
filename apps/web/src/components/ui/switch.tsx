// The app's one on/off switch (settings that take effect at once, like «Сповіщення»): a row with the label and a
// one-line description on the left and an iOS-style track on the right. The state reads without colour: the thumb
// sits left (off) or right (on) and carries a check mark when on; assistive technology hears role switch and
// aria-checked. The whole row is the tap target (the label activates the button).
import { useId, type ReactNode } from 'react';
import '@/components/ui/ui.css';

export interface SwitchProps {
  label: ReactNode;
  /** One line under the label saying what the switch changes. */
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  'data-testid'?: string;
  /** Attributes of the whole row, e.g. data attributes naming what the row stands for. */
  rowProps?: Record<`data-${string}`, string | number | undefined>;
}

export function Switch({ label, description, checked, onChange, disabled = false, rowProps, ...rest }: SwitchProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  return (
    <div className="switch-row" {...rowProps}>
      <label className="switch-row__text" htmlFor={id}>
        <span id={labelId} className="switch-row__label">
          {label}
        </span>
        {description && (
          <span id={descriptionId} className="switch-row__description">
            {description}
          </span>
        )}
      </label>
      <button
        id={id}
        type="button"
        role="switch"
        className="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        data-testid={rest['data-testid']}
      >
        <span className="switch__thumb" aria-hidden="true">
          <svg viewBox="0 0 16 16" width="14" height="14" focusable="false" className="switch__mark">
            <path
              d="M3.5 8.5l3 3 6-7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
      </button>
    </div>
  );
}
