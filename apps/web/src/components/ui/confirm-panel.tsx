// The one confirmation of the app before money or points move (certificate purchase, reward exchange, order
// cancellation): focus moves into it, Tab stays in it, Escape is "no", and focus returns to what opened it (issue 14).
import { useId, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useFocusTrap } from '@/lib/a11y/use-focus-trap';

interface ConfirmPanelProps {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirmed action is on its way: "yes" shows it, "no" waits. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  testId: string;
  confirmTestId: string;
}

export function ConfirmPanel({
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
  testId,
  confirmTestId,
}: ConfirmPanelProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // Escape while the action is on its way changes nothing: the answer decides what happens next.
  useFocusTrap(panel, () => {
    if (busy) return false;
    onCancel();
    return true;
  });
  return (
    <div ref={panel} className="confirm" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className="profile__heading">
        {title}
      </h2>
      {children}
      <div className="form__actions">
        <Button busy={busy} onClick={onConfirm} data-testid={confirmTestId}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </div>
  );
}
