// The one confirmation of the app before money or points move (certificate purchase, reward exchange, XP-paid order,
// order cancellation): a bottom sheet over the page whose focus moves in and stays in, Escape or a tap on the scrim is
// "no" (but not while the action is on its way), and focus returns to what opened it.
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ModalSurface } from '@/components/ui/dialog';

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
  // While the action is on its way nothing but its answer decides what happens next.
  const cancel = (): boolean => {
    if (busy) return false;
    onCancel();
    return true;
  };
  return (
    <ModalSurface
      placement="sheet"
      title={title}
      onClose={() => void cancel()}
      onEscape={cancel}
      data-testid={testId}
      actions={
        <>
          <Button busy={busy} onClick={onConfirm} data-testid={confirmTestId}>
            {confirmLabel}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {cancelLabel}
          </Button>
        </>
      }
    >
      {children}
    </ModalSurface>
  );
}
