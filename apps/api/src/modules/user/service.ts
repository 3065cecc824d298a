// Customer record rules: the User of the wire, which metafields and tags a client may write, names, address, email.
import { clientWritableTags, knownMetafields, type DeliveryAddress, type Metafield, type User } from '@loyalty/contracts/user';
import type { Database, Executor } from '@loyalty/db/client';
import type { CustomerAddressRow, CustomerMetafieldRow, CustomerRow } from '@loyalty/db/schema';
import { DomainError, notFound } from '../../lib/domain-error.ts';
import { formatKopiyky } from '../catalog/service.ts';
import {
  findAddress,
  findCustomer,
  findCustomerForUpdate,
  listMetafields,
  updateCustomer,
  upsertAddress,
  upsertMetafield,
  type AddressFields,
} from './repository.ts';

const emptyAddress: DeliveryAddress = { city: '', city_ref: null, street: '', house: '', flat: '', branch_number: '' };

function toWireAddress(row: CustomerAddressRow | undefined): DeliveryAddress {
  if (!row) return { ...emptyAddress };
  return {
    city: row.city,
    city_ref: row.cityRef,
    street: row.street,
    house: row.house,
    flat: row.flat,
    branch_number: row.branchNumber,
  };
}

export function toWireUser(customer: CustomerRow, address: CustomerAddressRow | undefined): User {
  return {
    id: customer.id,
    first_name: customer.firstName,
    last_name: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    tags: customer.tags,
    orders_count: customer.ordersCount,
    total_spent: formatKopiyky(customer.totalSpentKop),
    note: customer.note,
    address: toWireAddress(address),
  };
}

/** The record behind an id the caller has already proven to own; gone only if it was deleted meanwhile. */
async function ownedCustomer(executor: Executor, id: number): Promise<CustomerRow> {
  const customer = await findCustomer(executor, id);
  if (!customer) throw notFound('This customer record no longer exists.');
  return customer;
}

export async function getUser(executor: Executor, id: number): Promise<User> {
  const customer = await ownedCustomer(executor, id);
  return toWireUser(customer, await findAddress(executor, id));
}

function toWireMetafield(row: CustomerMetafieldRow): Metafield {
  return { namespace: row.namespace, key: row.key, value: row.value, type: row.type as Metafield['type'] };
}

export async function getMetafields(executor: Executor, id: number): Promise<Metafield[]> {
  await ownedCustomer(executor, id);
  return (await listMetafields(executor, id)).map(toWireMetafield);
}

type KnownMetafieldKey = keyof typeof knownMetafields;

function knownMetafieldOf(key: string): (typeof knownMetafields)[KnownMetafieldKey] | undefined {
  // Own keys only: "constructor" or "__proto__" must not find Object.prototype's members.
  return Object.hasOwn(knownMetafields, key) ? knownMetafields[key as KnownMetafieldKey] : undefined;
}

/** Whether a metafield value is well-formed for its type (Shopify's forms of the types the spec uses). */
export function valueMatchesType(value: string, type: Metafield['type']): boolean {
  switch (type) {
    case 'json':
      try {
        JSON.parse(value);
        return true;
      } catch {
        return false;
      }
    case 'integer':
      return /^-?\d{1,18}$/.test(value);
    case 'boolean':
      return value === 'true' || value === 'false';
    case 'single_line_text_field':
      return !/[\r\n]/.test(value);
    case 'date_time':
      return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value));
  }
}

/**
 * A client may write only the metafields of spec section 3 meant for it, under their own namespace and type; the
 * server's (age_verified, velo-30, mgm_promo-code) and unknown ones answer 403 before anything is written.
 */
export function checkClientMetafield(metafield: Metafield): void {
  const known = knownMetafieldOf(metafield.key);
  if (!known || !known.clientWritable || known.namespace !== metafield.namespace) {
    throw new DomainError('forbidden', `The metafield ${metafield.namespace}.${metafield.key} is not writable by the app.`, [
      { field: 'body.key', message: 'Not a metafield the app may write' },
    ]);
  }
  if (known.type !== metafield.type) {
    throw new DomainError('validation_failed', 'Some fields are missing or invalid.', [
      { field: 'body.type', message: `Expected ${known.type}` },
    ]);
  }
  if (!valueMatchesType(metafield.value, metafield.type)) {
    throw new DomainError('validation_failed', 'Some fields are missing or invalid.', [
      { field: 'body.value', message: `Not a valid ${metafield.type} value` },
    ]);
  }
}

export async function createMetafield(executor: Executor, customerId: number, metafield: Metafield): Promise<Metafield> {
  checkClientMetafield(metafield);
  await ownedCustomer(executor, customerId);
  return toWireMetafield(await upsertMetafield(executor, customerId, metafield));
}

const writableTags: ReadonlySet<string> = new Set(clientWritableTags);

/**
 * `tags` is the complete wanted set of the client's tags: those become exactly the given ones, and every other tag of
 * the record (age_verified, order tags…) stays as it is.
 */
export async function updateTags(db: Database, customerId: number, tags: string[]): Promise<string[]> {
  tags.forEach((tag, index) => {
    if (!writableTags.has(tag)) {
      throw new DomainError('forbidden', `The tag "${tag}" is not writable by the app.`, [
        { field: `body.tags.${index}`, message: 'Not a tag the app may set' },
      ]);
    }
  });
  return db.transaction(async (tx) => {
    // Locked: two parallel updates must not each keep the other's stale server tags.
    const customer = await findCustomerForUpdate(tx, customerId);
    if (!customer) throw notFound('This customer record no longer exists.');
    const serverTags = customer.tags.filter((tag) => !writableTags.has(tag));
    const next = [...serverTags, ...new Set(tags)];
    const updated = await updateCustomer(tx, customerId, { tags: next });
    return updated?.tags ?? next;
  });
}

export async function updateProfile(
  executor: Executor,
  customerId: number,
  names: { firstName: string; lastName: string },
): Promise<User> {
  const updated = await updateCustomer(executor, customerId, names);
  if (!updated) throw notFound('This customer record no longer exists.');
  return toWireUser(updated, await findAddress(executor, customerId));
}

export async function saveAddress(db: Database, customerId: number, address: DeliveryAddress): Promise<User> {
  const fields: AddressFields = {
    city: address.city,
    cityRef: address.city_ref,
    street: address.street,
    house: address.house,
    flat: address.flat,
    branchNumber: address.branch_number,
  };
  return db.transaction(async (tx) => {
    const customer = await ownedCustomer(tx, customerId);
    return toWireUser(customer, await upsertAddress(tx, customerId, fields));
  });
}

export interface VeloUser {
  shopifyId: number;
  first_name: string;
  last_name: string;
  email: string;
}

export async function getVeloUser(executor: Executor, ogoCustomerId: number): Promise<VeloUser> {
  const customer = await ownedCustomer(executor, ogoCustomerId);
  return { shopifyId: customer.id, first_name: customer.firstName, last_name: customer.lastName, email: customer.email };
}
