// POST /api/device-reg {serial_number, model, purchased_on, product}: registers a device; the list cache is refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { normalizeSerialNumber, type RegisterDeviceBody } from '@loyalty/contracts/devices';
import * as devicesEndpoints from '@loyalty/contracts/endpoints/devices';
import { call } from '@/lib/api-client';
import { devicesQueryRoot } from '@/features/devices/api/get-devices';

export async function registerDevice(input: RegisterDeviceBody) {
  // The form checks the fields with the contract's rules (utils/device-form.ts). The contract normalises the serial
  // (spaces and dashes dropped, upper case): it goes normalised, as its parse used to send it. That page imports this
  // contract anyway, so the answer's schema is taken from it rather than loaded.
  const body: RegisterDeviceBody = {
    serial_number: normalizeSerialNumber(input.serial_number),
    model: input.model,
    purchased_on: input.purchased_on,
    product: input.product,
  };
  return call(devicesEndpoints.deviceReg, { body });
}

export function useRegisterDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerDevice,
    // The 14400 s cache must not hide the device just registered.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [devicesQueryRoot] }),
  });
}
