// Turns the customer's delivery choice into the order's shipping address and stored delivery (spec sections 3, 5, 9).
import type { DeliveryChoice } from '@loyalty/contracts/orders';
import type { OrderDelivery, OrderShippingAddress } from '@loyalty/db/schema';
import { country, defaultZip } from '@loyalty/domain/constants';
import { AddressTextError, addressText } from '@loyalty/domain/shop/address-text';
import { CallbackWindowError, callbackDate, callbackTag } from '@loyalty/domain/shop/order-tags';
import type { Branch, City, DeliveryDirectory } from '../../providers/novaposhta/directory.ts';
import { foldForSearch } from '../../providers/novaposhta/directory.ts';
import { DomainError } from '../../lib/domain-error.ts';

/** Where a delivery field sits in the request body: create-order's `cart.delivery`, a reward's `delivery`. */
type FieldPath = (name: string) => string;
const deliveryField: FieldPath = (name) => `body.cart.delivery.${name}`;

function missing(name: string, field: FieldPath = deliveryField): DomainError {
  return new DomainError('validation_failed', `${field(name).slice('body.'.length)} is required for this delivery mode.`, [
    { field: field(name), message: 'Required' },
  ]);
}

function unknown(name: string, what: string, field: FieldPath = deliveryField): DomainError {
  return new DomainError('unknown_delivery_place', `${what} is not in the delivery directory.`, [
    { field: field(name), message: `Unknown ${what}` },
  ]);
}

function required(value: string | undefined, name: string, field: FieldPath = deliveryField): string {
  const text = value?.trim() ?? '';
  if (text === '') throw missing(name, field);
  return text;
}

/**
 * A Nova Poshta branch of a city, both by their Refs, as the directory knows them: a missing Ref is 400, a city the
 * directory does not know or a branch that is not that city's 422 `unknown_delivery_place`, each naming its field.
 * The one check of a branch for an order (mode 1) and for a reward's delivery (modules/rewards).
 */
export function resolveBranch(
  directory: DeliveryDirectory,
  cityRef: string | undefined,
  branchRef: string | undefined,
  field: FieldPath = deliveryField,
): { city: City; branch: Branch } {
  const city = directory.city(required(cityRef, 'cityRef', field));
  if (!city) throw unknown('cityRef', 'city', field);
  const branch = directory.branch(required(branchRef, 'branchRef', field));
  if (!branch || branch.cityRef !== city.ref) throw unknown('branchRef', 'branch of this city', field);
  return { city, branch };
}

/** The oblast as the order payload writes it: "Київська обл.". */
function provinceOf(area: string): string {
  return area.trim() === '' ? '' : `${area.trim()} обл.`;
}

export interface Recipient {
  first_name: string;
  last_name: string;
  phone: string;
}

export interface ResolvedDelivery {
  shippingAddress: OrderShippingAddress;
  delivery: OrderDelivery;
}

/**
 * The address text exactly as spec section 5 writes it; the city and oblast from the directory (mode 3: the city
 * name given, and its oblast when the directory knows a city of that name); country and zip per spec section 9.
 * Missing parts are 400 naming the field, places the directory does not know 422.
 */
export function resolveDelivery(
  choice: DeliveryChoice,
  recipient: Recipient,
  directory: DeliveryDirectory,
  now: Date,
): ResolvedDelivery {
  const base = {
    first_name: recipient.first_name,
    last_name: recipient.last_name,
    phone: recipient.phone,
    country,
    zip: defaultZip,
  };
  const flat = choice.flat?.trim() ?? '';
  try {
    if (choice.mode === 1) {
      const { city, branch } = resolveBranch(directory, choice.cityRef, choice.branchRef);
      return {
        shippingAddress: {
          ...base,
          address1: addressText({ mode: 'branch', number: branch.number }),
          city: city.name,
          province: provinceOf(city.area),
        },
        delivery: {
          mode: 1,
          cityRef: city.ref,
          branchRef: branch.ref,
          branchNumber: branch.number,
          street: '',
          house: '',
          flat: '',
          courierDate: null,
          courierFrom: null,
          courierTo: null,
        },
      };
    }
    if (choice.mode === 2) {
      const city = directory.city(required(choice.cityRef, 'cityRef'));
      if (!city) throw unknown('cityRef', 'city');
      const street = required(choice.street, 'street');
      const house = required(choice.house, 'house');
      return {
        shippingAddress: {
          ...base,
          address1: addressText({ mode: 'courier', streetLabel: street, house, flat }),
          city: city.name,
          province: provinceOf(city.area),
        },
        delivery: {
          mode: 2,
          cityRef: city.ref,
          branchRef: null,
          branchNumber: null,
          street,
          house,
          flat,
          courierDate: null,
          courierFrom: null,
          courierTo: null,
        },
      };
    }
    const cityName = required(choice.city, 'city');
    const street = required(choice.street, 'street');
    const window = choice.ipost;
    if (!window) throw missing('ipost');
    // The same window rule as the call-back tag (zero-padded HH:MM, to after from); the tag itself is not used here.
    callbackTag(window, now);
    const known = directory.searchCities(cityName, 5).find((city) => foldForSearch(city.name) === foldForSearch(cityName));
    return {
      shippingAddress: {
        ...base,
        address1: addressText({ mode: 'third', street, flat }),
        city: cityName,
        province: known ? provinceOf(known.area) : '',
      },
      delivery: {
        mode: 3,
        cityRef: known?.ref ?? null,
        branchRef: null,
        branchNumber: null,
        street,
        house: choice.house?.trim() ?? '',
        flat,
        courierDate: callbackDate(window.day, now),
        courierFrom: window.from,
        courierTo: window.to,
      },
    };
  } catch (error) {
    if (error instanceof AddressTextError) throw missing(error.field === 'number' ? 'branchRef' : error.field);
    if (error instanceof CallbackWindowError) {
      throw new DomainError('validation_failed', 'The iPost delivery window is not a window.', [
        { field: deliveryField(`ipost.${error.field}`), message: error.field === 'to' ? 'Must be after from' : 'Expected HH:MM' },
      ]);
    }
    throw error;
  }
}
