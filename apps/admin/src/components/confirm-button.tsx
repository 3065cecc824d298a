// Every destructive action asks first, in a modal dialog that says what will happen.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmButtonProps {
  label: string;
  question: string;
  onConfirm: () => void;
  disabled?: boolean;
  danger?: boolean;
  testId?: string;
}

export function ConfirmButton({ label, question, onConfirm, disabled, danger = true, testId }: ConfirmButtonProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        className={danger ? 'danger' : 'primary'}
        disabled={disabled}
        onClick={() => dialog.current?.showModal()}
        data-testid={testId}
      >
        {label}
      </button>
      <dialog ref={dialog} className="confirm" aria-label={question}>
        <p>{question}</p>
        <div className="confirm__actions">
          <button type="button" onClick={() => dialog.current?.close()}>
            {t('confirm.cancel')}
          </button>
          <button
            type="button"
            className={danger ? 'danger' : 'primary'}
            data-testid={testId ? `${testId}-confirm` : undefined}
            onClick={() => {
              dialog.current?.close();
              onConfirm();
            }}
          >
            {label}
          </button>
        </div>
      </dialog>
    </>
  );
}
