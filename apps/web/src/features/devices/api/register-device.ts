// POST /api/device-reg {serial_number, model, purchased_on, product}: registers a device; the list cache is refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterDeviceBody } from '@loyalty/contracts/devices';
import { apiRequest } from '@/lib/api-client';
import { devicesQueryRoot } from '@/features/devices/api/get-devices';

export async function registerDevice(body: RegisterDeviceBody) {
  const { registerDeviceBodySchema, registerDeviceResponseSchema } = await import('@loyalty/contracts/devices');
  return apiRequest({
    method: 'POST',
    path: '/device-reg',
    body: registerDeviceBodySchema.parse(body),
    responseSchema: registerDeviceResponseSchema,
  });
}

export function useRegisterDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerDevice,
    // The 14400 s cache must not hide the device just registered.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [devicesQueryRoot] }),
  });
}
