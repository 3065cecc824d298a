// The account screen: who is signed in (role in words), and the second factor set up, turned on and turned off, each
// step checked by the contract's schema first (the password again, a current code while it is on) and said after.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminStaff } from '@admin/test/fixtures';
import { callsTo, failure, mockApi, renderScreen } from '@admin/test/render';
import { AccountPage } from './account-page';

const totpCard = () => within(screen.getByTestId('totp-card'));

describe('AccountPage', () => {
  it('says who is signed in, with the role in words', () => {
    mockApi({});
    renderScreen(<AccountPage staff={adminStaff} />, { context: adminStaff });
    expect(screen.getByText('Ви увійшли як admin@staff.example (Адміністратор).')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('sets the second factor up only with the password, then turns it on with a code', async () => {
    const api = mockApi({
      'POST /auth/totp/setup': { body: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' } },
      'POST /auth/totp/enable': { body: { staff: { ...adminStaff, totp_enabled: true } } },
    });
    renderScreen(<AccountPage staff={adminStaff} />, { context: adminStaff });
    fireEvent.click(totpCard().getByRole('button', { name: 'Налаштувати' }));
    expect(await totpCard().findByText('Обов’язкове поле')).toBeTruthy();
    expect(callsTo(api, 'POST', '/auth/totp/setup')).toHaveLength(0);

    fireEvent.change(totpCard().getByLabelText('Поточний пароль'), { target: { value: 'my password' } });
    fireEvent.click(totpCard().getByRole('button', { name: 'Налаштувати' }));
    expect((await screen.findByTestId('totp-secret')).textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(callsTo(api, 'POST', '/auth/totp/setup')[0]?.body).toEqual({ current_password: 'my password' });

    fireEvent.change(totpCard().getByLabelText('Код з застосунку-автентифікатора'), { target: { value: '12345' } });
    fireEvent.click(totpCard().getByRole('button', { name: 'Увімкнути' }));
    expect(await totpCard().findByText('6 цифр із застосунку')).toBeTruthy();
    fireEvent.change(totpCard().getByLabelText('Код з застосунку-автентифікатора'), { target: { value: '123456' } });
    fireEvent.click(totpCard().getByRole('button', { name: 'Увімкнути' }));
    expect(await screen.findByText('Двофакторний вхід увімкнено.')).toBeTruthy();
    expect(callsTo(api, 'POST', '/auth/totp/enable')[0]?.body).toEqual({ code: '123456' });
  });

  it('turns it off only with the password and a current code, and says why not when the server refuses', async () => {
    const on = { ...adminStaff, totp_enabled: true };
    const api = mockApi({ 'POST /auth/totp/disable': failure(401, 'invalid_credentials') });
    renderScreen(<AccountPage staff={on} />, { context: on });
    expect(totpCard().getByText('Увімкнено: при вході потрібен код із застосунку.')).toBeTruthy();
    fireEvent.change(totpCard().getByLabelText('Поточний пароль'), { target: { value: 'my password' } });
    fireEvent.click(totpCard().getByRole('button', { name: 'Вимкнути' }));
    expect(await totpCard().findByText('6 цифр із застосунку')).toBeTruthy();
    expect(callsTo(api, 'POST', '/auth/totp/disable')).toHaveLength(0);

    fireEvent.change(totpCard().getByLabelText('Код з застосунку-автентифікатора'), { target: { value: '654321' } });
    fireEvent.click(totpCard().getByRole('button', { name: 'Вимкнути' }));
    expect(await screen.findByText(/Неправильний email, пароль або код автентифікатора/)).toBeTruthy();
    await waitFor(() =>
      expect(callsTo(api, 'POST', '/auth/totp/disable')[0]?.body).toEqual({ current_password: 'my password', code: '654321' }),
    );
  });
});
