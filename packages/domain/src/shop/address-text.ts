// The one-line address text of an order (spec section 5), per delivery mode.

export type AddressTextInput =
  /** Mode 1: a Nova Poshta branch by its number (npDep.meta.number). */
  | { mode: 'branch'; number: string | number }
  /** Mode 2: courier to the door; streetLabel is the street as the directory labels it. */
  | { mode: 'courier'; streetLabel: string; house: string; flat?: string | null }
  /** Mode 3: the third delivery service (iPost), which takes the house within the street text. */
  | { mode: 'third'; street: string; flat?: string | null };

/** A required part of the address is empty; `field` names it so the API can answer 400 with that field. */
export class AddressTextError extends Error {
  constructor(readonly field: string) {
    super(`Address field ${field} is required`);
    this.name = 'AddressTextError';
  }
}

function required(value: string | number, field: string): string {
  const text = String(value).trim();
  if (text === '') throw new AddressTextError(field);
  return text;
}

/** The flat part is optional (a private house has none): an empty flat drops the whole ', кв. …' part. */
function flatPart(prefix: string, flat: string | null | undefined): string {
  const text = flat?.trim() ?? '';
  return text === '' ? '' : `, ${prefix} ${text}`;
}

/**
 * Spec section 5 exactly: courier 'street label, буд. house, кв. flat'; third service 'street, кв./оф. flat';
 * branch 'відділення №{number}'. Parts are trimmed.
 */
export function addressText(input: AddressTextInput): string {
  switch (input.mode) {
    case 'branch':
      return `відділення №${required(input.number, 'number')}`;
    case 'courier':
      return `${required(input.streetLabel, 'street')}, буд. ${required(input.house, 'house')}${flatPart('кв.', input.flat)}`;
    case 'third':
      return `${required(input.street, 'street')}${flatPart('кв./оф.', input.flat)}`;
  }
}
