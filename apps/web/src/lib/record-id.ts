// One reading of a record id in an address (a route's :id, ?orderId=): the server's ids are positive int4 values.

/** A positive whole number within PostgreSQL's integer, written without leading zeros; anything else is null. */
export function recordIdFrom(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
