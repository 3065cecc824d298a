// TextField and SelectField: labelled controls whose error is announced and tied to them.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Input, TextField } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';

describe('TextField', () => {
  it('labels the input and ties its error to it', () => {
    const onInput = vi.fn();
    render(
      <TextField id="friends" label="Скільки друзів" error="Введи число" value="" onInput={onInput} onChange={() => undefined} />,
    );
    const input = screen.getByLabelText('Скільки друзів');
    expect(input.className).toContain('field__input');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('friends-error');
    expect(screen.getByRole('alert').textContent).toBe('Введи число');
    fireEvent.input(input, { target: { value: '5' } });
    expect(onInput).toHaveBeenCalled();
  });

  it('says nothing is wrong without an error', () => {
    render(<Input aria-label="Код" />);
    const input = screen.getByLabelText('Код');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('type')).toBe('text');
  });
});

describe('SelectField', () => {
  it('is a labelled native select that reports the choice', () => {
    const onChange = vi.fn();
    render(
      <SelectField id="city" label="Місто" value="kyiv" onChange={(event) => onChange(event.target.value)}>
        <option value="kyiv">Київ</option>
        <option value="lviv">Львів</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Місто' });
    fireEvent.change(select, { target: { value: 'lviv' } });
    expect(onChange).toHaveBeenCalledWith('lviv');
    expect(select.getAttribute('aria-invalid')).toBeNull();
  });
});
