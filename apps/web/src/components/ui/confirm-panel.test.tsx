// The confirmation before money or points move: focus goes in, Escape is "no" (but not while the action is on its
// way), and focus comes back to what opened it.
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ConfirmPanel } from '@/components/ui/confirm-panel';

function Harness({ busy = false, onConfirm = () => undefined }: { busy?: boolean; onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Обміняти
      </button>
      {open && (
        <ConfirmPanel
          title="Підтвердити обмін?"
          confirmLabel="Так"
          cancelLabel="Ні"
          busy={busy}
          onConfirm={onConfirm}
          onCancel={() => setOpen(false)}
          testId="confirm"
          confirmTestId="confirm-yes"
        >
          <p>Спишемо 800 XP</p>
        </ConfirmPanel>
      )}
    </>
  );
}

describe('ConfirmPanel', () => {
  it('takes focus, answers Escape as "no" and gives focus back to what opened it', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Обміняти' });
    opener.focus();
    await act(async () => fireEvent.click(opener));
    const panel = screen.getByRole('dialog', { name: 'Підтвердити обмін?' });
    await vi.waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? panel, { key: 'Escape', code: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('confirms once per tap and ignores Escape while the action is on its way', async () => {
    const onConfirm = vi.fn();
    const { rerender } = render(<Harness onConfirm={onConfirm} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Обміняти' })));
    fireEvent.click(screen.getByTestId('confirm-yes'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    rerender(<Harness busy onConfirm={onConfirm} />);
    const panel = screen.getByRole('dialog');
    fireEvent.keyDown(document.activeElement ?? panel, { key: 'Escape', code: 'Escape' });
    await act(async () => undefined);
    expect(screen.getByRole('dialog')).toBeDefined();
    expect((screen.getByTestId('confirm-yes') as HTMLButtonElement).disabled).toBe(true);
  });
});
