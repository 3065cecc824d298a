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

  it('is described by its hint until an error takes its place', () => {
    const { rerender } = render(<TextField id="phone" label="Телефон" hint="9 цифр" prefix="+380" />);
    const input = screen.getByLabelText('Телефон');
    expect(input.getAttribute('aria-describedby')).toBe('phone-hint');
    expect(document.getElementById('phone-hint')?.textContent).toBe('9 цифр');
    // The fixed +380 is shown before the input but is not part of what is read out or typed.
    const prefix = input.previousElementSibling;
    expect(prefix?.textContent).toBe('+380');
    expect(prefix?.getAttribute('aria-hidden')).toBe('true');
    rerender(<TextField id="phone" label="Телефон" hint="9 цифр" prefix="+380" error="Невірний номер" />);
    expect(input.getAttribute('aria-describedby')).toBe('phone-error');
    expect(screen.getByRole('alert').textContent).toBe('Невірний номер');
    expect(document.getElementById('phone-hint')).toBeNull();
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
