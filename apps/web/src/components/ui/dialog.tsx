// The modal dialog and the bottom sheet: over a scrim, focus moves in and stays in (focus-trap), Escape, the close
// button and a tap on the scrim close it, and focus returns to what opened it. Confirmations before money
// or points move use ConfirmPanel, a sheet on the same surface.
import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useFocusTrap } from '@/lib/a11y/use-focus-trap';
import '@/components/ui/ui.css';

export interface DialogProps {
  title: string;
  /** The close button's accessible name ("Закрити"). */
  closeLabel: string;
  /** Escape, the close button and a tap on the scrim. */
  onClose: () => void;
  children?: ReactNode;
  /** Buttons under the content. */
  actions?: ReactNode;
  'data-testid'?: string;
}

interface ModalSurfaceProps extends Omit<DialogProps, 'closeLabel'> {
  placement: 'center' | 'sheet';
  /** Without it there is no close button (a confirmation has its own "no"). */
  closeLabel?: string;
  /** Answers false to stay open (the confirmed action is on its way); closes by default. */
  onEscape?: () => boolean | void;
}

/** The surface both share, and ConfirmPanel's. */
export function ModalSurface({ title, closeLabel, onClose, onEscape, children, actions, placement, ...rest }: ModalSurfaceProps) {
  const titleId = useId();
  const surface = useRef<HTMLDivElement>(null);
  useFocusTrap(surface, () => (onEscape ? onEscape() : onClose()));
  // Only a tap on the scrim itself closes; a tap inside the dialog bubbles here too.
  const closeOnScrim = (event: MouseEvent<HTMLDivElement>): void => {
    if (event.target === event.currentTarget) onClose();
  };
  return (
    <div className={`dialog-scrim dialog-scrim--${placement}`} onClick={closeOnScrim}>
      <div
        ref={surface}
        className={`dialog dialog--${placement}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={rest['data-testid']}
      >
        <div className="dialog__head">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {closeLabel && (
            <button type="button" className="dialog__close" aria-label={closeLabel} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        {children}
        {actions && <div className="dialog__actions">{actions}</div>}
      </div>
    </div>
  );
}

/** A dialog in the middle of the screen; render it only while open. */
export function Dialog(props: DialogProps) {
  return <ModalSurface {...props} placement="center" />;
}

/** A sheet from the bottom edge (choices and details on a phone); render it only while open. */
export function Sheet(props: DialogProps) {
  return <ModalSurface {...props} placement="sheet" />;
}
