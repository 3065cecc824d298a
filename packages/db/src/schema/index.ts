// The relational model of both brand apps, one file per domain: Drizzle tables, enums and row types. Import it as
// '@loyalty/db/schema'; drizzle-kit reads the same index (drizzle.config.ts).
export * from './brand.ts';
export * from './catalog.ts';
export * from './content.ts';
export * from './accounts.ts';
export * from './loyalty.ts';
export * from './jobs.ts';
export * from './shop.ts';
export * from './engagement.ts';
export * from './back-office.ts';
export * from './campaigns.ts';
export * from './tiers.ts';
export * from './segments.ts';
