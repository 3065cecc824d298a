// Segments (decision 0060): a named set of rules over one brand's customers, kept as JSON and compiled to one query.
import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { SegmentRules } from '@loyalty/domain/segments';
import { brandEnum } from './brand.ts';

export const segments = pgTable(
  'segments',
  {
    id: serial('id').primaryKey(),
    brand: brandEnum('brand').notNull(),
    name: text('name').notNull(),
    /** Validated by contracts' segmentRulesSchema before it is written. */
    rules: jsonb('rules').$type<SegmentRules>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('segments_brand_idx').on(t.brand, t.id)],
);

export type SegmentRow = typeof segments.$inferSelect;
