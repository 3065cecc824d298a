// The app's button, styled per brand through CSS variables.
import type { ButtonHTMLAttributes } from 'react';

type ButtonVariant = 'primary' | 'secondary' | 'ghost';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  busy?: boolean;
}

export function Button({ variant = 'primary', busy = false, className, disabled, type = 'button', ...rest }: ButtonProps) {
  const classes = ['button', `button--${variant}`, busy ? 'button--busy' : '', className ?? ''].filter(Boolean).join(' ');
  return <button type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...rest} />;
}
