// The catalogue's forms, built from the contracts' own field schemas: what the server checks, the form checks first.
// Numbers arrive as typed text, an empty stock means "unlimited", dates as Kyiv calendar days.
import { z } from 'zod';
import {
  adminOfferCreateSchema,
  adminRewardCreateSchema,
  adminRewardPatchSchema,
  targetSegmentIdsSchema,
} from '@loyalty/contracts/admin';

const reward = adminRewardCreateSchema.shape;
const offer = adminOfferCreateSchema.shape;

const xpPrice = z.coerce.number<string>().pipe(reward.xp_price);
/** Empty: no limit (null); else a whole number. */
const stock = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : Number(value)))
  .pipe(reward.stock.unwrap());
const day = z.iso.date();
const daysInOrder = <T extends { from: string; to: string }>(value: T) => value.from <= value.to;

export const rewardEditForm = z.object({
  title: reward.title,
  xp_price: xpPrice,
  stock,
  active: z.boolean(),
  inactive_reason: z
    .string()
    .transform((value) => value.trim() || null)
    .pipe(adminRewardPatchSchema.shape.inactive_reason.unwrap()),
});

export const newRewardForm = z.object({
  brand: reward.brand,
  title: reward.title,
  image_src: reward.image_src,
  xp_price: xpPrice,
  stock,
});

const segmentIds = targetSegmentIdsSchema;

export const offerEditForm = z
  .object({ title: offer.title, from: day, to: day, segment_ids: segmentIds })
  .refine(daysInOrder, { path: ['to'] });

export const newOfferForm = z
  .object({
    brand: offer.brand,
    title: offer.title,
    text: z.string().trim().max(5000),
    image_src: offer.image_src,
    from: day,
    to: day,
    segment_ids: segmentIds,
  })
  .refine(daysInOrder, { path: ['to'] });
