// The delivery estimate of a cart to a Nova Poshta branch of a city: the parcel weighed and valued from the catalogue,
// sent from the shop's own city, priced by the carrier's tariff (docs/decisions/0081).
import type { FastifyBaseLogger } from 'fastify';
import type { Brand } from '@loyalty/contracts/brand';
import type { DeliveryEstimateBody, DeliveryEstimateResponse } from '@loyalty/contracts/delivery';
import type { Executor } from '@loyalty/db/client';
import { DomainError, notFound } from '../../lib/domain-error.ts';
import type { DeliveryDirectory } from '../../providers/novaposhta/directory.ts';
import type { DeliveryTariff } from '../../providers/novaposhta/tariff.ts';
import { findCatalogueLines } from '../orders/repository.ts';

/**
 * Packed weight of one unit per primary category, in kilograms. The catalogue holds no weights; these are the goods'
 * usual packed weights (a stick ≈ 1.5 g with its pack, a can of pouches ≈ 35 g, a device in its box ≈ 400 g).
 */
const unitWeightKg: Record<string, (packQuantity: number) => number> = {
  sticks: (sticks) => sticks * 0.0015,
  'ogo-sticks': (sticks) => sticks * 0.0015,
  'ogo-sticks-single': (sticks) => sticks * 0.0015,
  'ogo-cigs': (sticks) => sticks * 0.0015,
  'ogo-velo': () => 0.035,
  devices: () => 0.4,
  'ogo-devices': () => 0.4,
  accessories: () => 0.15,
  'ogo-accessories': () => 0.15,
};
/** Merch and bonus goods (a cap, a hoodie) and anything uncategorised: the heavier guess. */
const otherUnitKg = 0.5;
/** The box and filler around the goods. */
const packagingKg = 0.1;

export interface ParcelLine {
  collectionSlug: string | null;
  packQuantity: number;
  quantity: number;
}

/** The parcel's weight in kilograms, rounded up to 0.1 kg (Nova Poshta's step). */
export function parcelWeightKg(lines: ParcelLine[]): number {
  const goods = lines.reduce((sum, line) => {
    const unit = (line.collectionSlug && unitWeightKg[line.collectionSlug]?.(line.packQuantity)) || otherUnitKg;
    return sum + unit * line.quantity;
  }, 0);
  return Math.ceil((goods + packagingKg) * 10 - 1e-9) / 10;
}

export interface EstimateContext {
  db: Executor;
  directory: DeliveryDirectory;
  /** null: no tariff source (production without NOVAPOSHTA_API_KEY). */
  tariff: DeliveryTariff | null;
  senderCityRef: string;
  log: FastifyBaseLogger;
}

/**
 * The carrier's tariff for the cart to a branch of `cityRef`. Lines are priced and weighed from the catalogue, never
 * from the body; a variant that is not the brand's answers 400 naming its line. A carrier that does not answer gives
 * no estimate (null), so the checkout keeps its words without a number.
 */
export async function estimateDelivery(
  context: EstimateContext,
  brand: Brand,
  body: Pick<DeliveryEstimateBody, 'cityRef' | 'line_items'>,
): Promise<DeliveryEstimateResponse> {
  if (!context.directory.city(body.cityRef)) throw notFound('No such Nova Poshta city.');
  const catalogue = new Map(
    (await findCatalogueLines(context.db, body.line_items.map((line) => line.variant_id))).map((row) => [row.variantId, row]),
  );
  const lines = body.line_items.map((line, index) => {
    const row = catalogue.get(line.variant_id);
    if (!row || row.brand !== brand) {
      throw new DomainError('validation_failed', 'Some fields are missing or invalid.', [
        { field: `body.line_items.${index}.variant_id`, message: `No ${brand} product has this variant` },
      ]);
    }
    return { ...row, quantity: line.quantity };
  });
  if (!context.tariff) return { estimate: null };
  const weightKg = parcelWeightKg(lines);
  const declaredUah = Math.max(1, Math.ceil(lines.reduce((sum, line) => sum + line.priceKop * line.quantity, 0) / 100));
  try {
    const price = await context.tariff.parcelPrice({
      senderCityRef: context.senderCityRef,
      recipientCityRef: body.cityRef,
      weightKg,
      declaredUah,
    });
    return { estimate: { price, weight_kg: weightKg } };
  } catch (error) {
    context.log.warn({ err: error, cityRef: body.cityRef }, 'Nova Poshta delivery estimate failed; none shown');
    return { estimate: null };
  }
}
