// `react` in the PWA is Preact's compat layer plus what React Router imports by name and compat lacks.
import { act, render, screen } from '@testing-library/react';
import { startTransition, useOptimistic, useState } from 'react';
import { describe, expect, it } from 'vitest';

describe('useOptimistic on Preact', () => {
  it('shows the value passed in, before and after a transition, with the same setter on every render', async () => {
    const setters = new Set<unknown>();
    let update: (value: number) => void = () => {};
    function Counter() {
      const [value, setValue] = useState(1);
      const [shown, setOptimistic] = useOptimistic(value);
      setters.add(setOptimistic);
      update = (next) =>
        startTransition(() => {
          setOptimistic(next + 100);
          setValue(next);
        });
      return <p data-testid="shown">{shown}</p>;
    }
    render(<Counter />);
    expect(screen.getByTestId('shown').textContent).toBe('1');
    await act(() => update(2));
    expect(screen.getByTestId('shown').textContent).toBe('2');
    expect(setters.size).toBe(1);
  });
});
