// SQL of registered devices: a customer's list and the one owner of each serial number.
import { asc, eq } from 'drizzle-orm';
import type { Brand } from '@loyalty/contracts/brand';
import type { Executor } from '@loyalty/db/client';
import { devices, type DeviceRow } from '@loyalty/db/schema';

export async function listDevices(executor: Executor, customerId: number): Promise<DeviceRow[]> {
  return executor
    .select()
    .from(devices)
    .where(eq(devices.customerId, customerId))
    .orderBy(asc(devices.registeredAt), asc(devices.id));
}

export async function findDeviceBySerial(executor: Executor, serialNumber: string): Promise<DeviceRow | undefined> {
  const [row] = await executor.select().from(devices).where(eq(devices.serialNumber, serialNumber)).limit(1);
  return row;
}

/** Inserts a device; undefined when its serial is already registered (to anyone): the unique index decides races. */
export async function insertDevice(
  executor: Executor,
  values: { customerId: number; brand: Brand; serialNumber: string; model: string; purchasedOn: string; warrantyUntil: string },
): Promise<DeviceRow | undefined> {
  const [row] = await executor.insert(devices).values(values).onConflictDoNothing().returning();
  return row;
}
