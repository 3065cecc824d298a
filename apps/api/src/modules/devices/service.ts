// Registered devices (/my-devices, /device-reg): one owner per serial number, and the warranty date of each model.
import type { Brand } from '@loyalty/contracts/brand';
import { deviceModels, type Device, type DeviceModelKey } from '@loyalty/contracts/devices';
import type { Executor } from '@loyalty/db/client';
import type { DeviceRow } from '@loyalty/db/schema';
import { addCalendarMonths } from '@loyalty/domain/kyiv-time';
import { DomainError } from '../../lib/domain-error.ts';
import { findDeviceBySerial, insertDevice, listDevices } from './repository.ts';

export function warrantyUntil(model: DeviceModelKey, purchasedOn: string): string {
  const found = deviceModels.find((candidate) => candidate.key === model);
  if (!found) throw new Error(`unknown device model ${model}`);
  return addCalendarMonths(purchasedOn, found.warrantyMonths);
}

function deviceOf(row: DeviceRow): Device {
  return {
    id: row.id,
    serial_number: row.serialNumber,
    model: row.model,
    purchased_on: row.purchasedOn,
    warranty_until: row.warrantyUntil,
    registered_at: row.registeredAt.toISOString(),
  };
}

export async function getDevices(executor: Executor, customerId: number): Promise<{ code: 200; data: { asset: Device[] } }> {
  const rows = await listDevices(executor, customerId);
  return { code: 200, data: { asset: rows.map(deviceOf) } };
}

export interface DeviceRegistration {
  brand: Brand;
  /** Already normalised by the contract (upper case, no spaces or dashes). */
  serialNumber: string;
  model: DeviceModelKey;
  purchasedOn: string;
}

export async function registerDevice(
  executor: Executor,
  customerId: number,
  input: DeviceRegistration,
  /** Every customer record of the session person: a serial they registered in the other brand is theirs too. */
  ownCustomerIds: readonly number[] = [customerId],
): Promise<{ code: 200; data: { device: Device } }> {
  // One statement decides: no read-then-insert window between two customers registering the same serial.
  const row = await insertDevice(executor, {
    customerId,
    brand: input.brand,
    serialNumber: input.serialNumber,
    model: input.model,
    purchasedOn: input.purchasedOn,
    warrantyUntil: warrantyUntil(input.model, input.purchasedOn),
  });
  if (row) return { code: 200, data: { device: deviceOf(row) } };
  const owner = await findDeviceBySerial(executor, input.serialNumber);
  const fields = [{ field: 'body.serial_number', message: 'This serial number is already registered' }];
  if (owner && ownCustomerIds.includes(owner.customerId)) {
    throw new DomainError('already_registered', 'You have already registered this device.', fields);
  }
  // Never says who owns it: only that it is not available to this account.
  throw new DomainError(
    'serial_taken',
    'This serial number is registered to another account. If the device is yours, contact support.',
    fields,
  );
}
