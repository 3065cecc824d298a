// Where a customer or an operator follows a parcel: Nova Poshta's public tracking page of a waybill (ТТН). A link a
// person opens in the browser; the server never calls it.

/** Nova Poshta's public tracking page of this waybill. */
export function novaPoshtaTrackingUrl(waybill: string): string {
  return `https://novaposhta.ua/tracking/?cargo_number=${encodeURIComponent(waybill)}`;
}
