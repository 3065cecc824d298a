// The brand enum every brand-owned table is keyed by: one PostgreSQL enum shared by the whole schema.
import { pgEnum } from 'drizzle-orm/pg-core';
import { brands } from '@loyalty/contracts/brand';

export const brandEnum = pgEnum('brand', brands);
