// /my-devices and /device-reg against a stubbed server: the list, per-field errors, server refusals, and the way back.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { cacheLifetimeSeconds } from '@/config/constants';
import { notify } from '@/lib/notify';
import { useBrandStore } from '@/stores/brand-store';
import { devicesQueryOptions } from '@/features/devices/api/get-devices';
import DeviceRegPage from '@/features/devices/components/device-reg-page';
import MyDevicesPage from '@/features/devices/components/my-devices-page';
import { stubFetch, type RecordedRequest, type StubAnswer } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render-route';

const device = {
  id: 1,
  serial_number: 'GH12AB34CD56',
  model: 'hyper-pro',
  purchased_on: '2024-02-29',
  warranty_until: '2025-02-28',
  registered_at: '2026-11-01T10:00:00.000Z',
};

function renderDevices(path: string, answer: (request: RecordedRequest) => StubAnswer) {
  const network = stubFetch(answer);
  const rendered = renderRoutes(
    [
      { path: '/my-devices', Component: MyDevicesPage },
      { path: '/device-reg', Component: DeviceRegPage },
    ],
    path,
  );
  return { ...network, ...rendered };
}

function fill(id: string, value: string) {
  const field = document.getElementById(id) as HTMLElement;
  // A select reports a choice with `change`; a text field reports typing with `input` (what Preact listens to).
  if (field instanceof HTMLSelectElement) fireEvent.change(field, { target: { value } });
  else fireEvent.input(field, { target: { value } });
}

beforeEach(() => {
  useBrandStore.setState({ brand: 'glo' });
  vi.spyOn(notify, 'success');
  vi.spyOn(notify, 'error');
});

describe('/my-devices', () => {
  it('lists the devices with their warranty, from get-devices of the brand', async () => {
    const { requests } = renderDevices('/my-devices', () => ({ body: { code: 200, data: { asset: [device] } } }));
    expect((await screen.findByTestId('device-warranty')).textContent).toBe('Гарантія до: 28 лютого 2025 р.');
    expect(screen.getByText('glo™ hyper pro')).toBeTruthy();
    expect(requests[0]?.url).toBe('/api/get-devices?product=glo');
  });

  it('says when there are none, and keeps the answer for 14400 s', async () => {
    renderDevices('/my-devices', () => ({ body: { code: 200, data: { asset: [] } } }));
    expect(await screen.findByText('Зареєстрованих пристроїв поки немає.')).toBeTruthy();
    expect(devicesQueryOptions('glo').staleTime).toBe(cacheLifetimeSeconds.devices * 1000);
    expect(cacheLifetimeSeconds.devices).toBe(14_400);
  });
});

describe('/device-reg', () => {
  it('shows an error under each bad field and sends nothing', async () => {
    const { requests } = renderDevices('/device-reg', () => ({ body: {} }));
    fill('device-serial', 'ABC-12');
    fill('device-purchased', '2014-06-01');
    await act(async () => fireEvent.click(screen.getByTestId('device-reg-submit')));
    expect(await screen.findByText('Серійний номер має містити від 10 до 20 латинських літер і цифр')).toBeTruthy();
    expect(screen.getByText('Обери модель пристрою')).toBeTruthy();
    expect(screen.getByText('Дата покупки не може бути раніше 2015 року')).toBeTruthy();
    fill('device-purchased', '2999-01-01');
    await act(async () => fireEvent.click(screen.getByTestId('device-reg-submit')));
    expect(await screen.findByText('Дата покупки не може бути в майбутньому')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('registers with the normalised serial and goes back to /my-devices', async () => {
    const { requests, router } = renderDevices('/device-reg', (request) =>
      request.url === '/api/device-reg'
        ? { body: { code: 200, data: { device } } }
        : { body: { code: 200, data: { asset: [device] } } },
    );
    fill('device-serial', 'gh12-ab34 cd56');
    fill('device-model', 'hyper-pro');
    fill('device-purchased', '2024-02-29');
    await act(async () => fireEvent.click(screen.getByTestId('device-reg-submit')));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/my-devices'));
    expect(requests.find((request) => request.url === '/api/device-reg')?.body).toEqual({
      serial_number: 'GH12AB34CD56',
      model: 'hyper-pro',
      purchased_on: '2024-02-29',
      product: 'glo',
    });
    expect(notify.success).toHaveBeenCalledWith('Пристрій зареєстровано');
  });

  it("puts the server's serial refusal under the serial field and stays", async () => {
    const { router } = renderDevices('/device-reg', () => ({
      status: 409,
      body: { error: { code: 'serial_taken', message: 'taken' } },
    }));
    fill('device-serial', 'GH12AB34CD56');
    fill('device-model', 'hyper-x2');
    fill('device-purchased', '2024-01-10');
    await act(async () => fireEvent.click(screen.getByTestId('device-reg-submit')));
    expect(
      await screen.findByText('Цей серійний номер зареєстровано іншим акаунтом. Якщо пристрій твій, звернися в підтримку.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/device-reg');
  });
});
