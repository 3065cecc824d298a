// CSV import of certificate partners and stock for `certificates:import`: good lines are loaded, bad ones reported.
import { eq, inArray } from 'drizzle-orm';
import { defaultCertCategories } from '@loyalty/contracts/certificates';
import type { Database, Executor } from '@loyalty/db/client';
import { certificateCategories, certificatePartners, certificates } from '@loyalty/db/schema';
import { DomainError } from '../../lib/domain-error.ts';
import { parseCsv } from '../../lib/csv.ts';

export const certificateImportKinds = ['partners', 'stock'] as const;
export type CertificateImportKind = (typeof certificateImportKinds)[number];

const columnsOf: Record<CertificateImportKind, readonly string[]> = {
  partners: ['slug', 'category_id', 'name', 'description'],
  stock: ['partner_slug', 'nominal_uah', 'xp_price', 'code', 'bar_code', 'valid_until'],
};

export interface CertificateImportResult {
  rows: number;
  /** New partners or codes. */
  inserted: number;
  /** Partners whose name or description changed (partners only). */
  updated: number;
  /** Codes (or bar codes) that existed already, or repeated in the file: left unchanged. */
  duplicates: number;
  /** Lines not loaded, with why. */
  bad: { line: number; message: string }[];
}

const slugPattern = /^[a-z0-9][a-z0-9-]{0,63}$/;
const codePattern = /^[A-Za-z0-9-]{4,128}$/;

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The spec's default categories, so that a partner of category 1…7 can be loaded into an empty database. */
export async function ensureDefaultCategories(db: Pick<Database, 'insert'>): Promise<void> {
  await db
    .insert(certificateCategories)
    .values(
      defaultCertCategories.map((category, position) => ({ id: category.CATEGORY_ID, name: category.CATEGORY_NAME, position })),
    )
    .onConflictDoNothing();
}

function recordsOf(csv: string, kind: CertificateImportKind) {
  const [header, ...body] = parseCsv(csv);
  const expected = columnsOf[kind];
  const columns = header?.fields.map((name) => name.trim().toLowerCase()) ?? [];
  if (!header || columns.join(',') !== expected.join(',')) {
    throw new DomainError('validation_failed', `Line 1: the header must be exactly ${expected.join(',')}.`);
  }
  return body.map((record) => ({
    line: record.line,
    count: record.fields.length,
    value: (column: string) => (record.fields[columns.indexOf(column)] ?? '').trim(),
  }));
}

export async function importCertificateCsv(
  executor: Executor,
  kind: CertificateImportKind,
  csv: string,
): Promise<CertificateImportResult> {
  const records = recordsOf(csv, kind);
  const result: CertificateImportResult = { rows: records.length, inserted: 0, updated: 0, duplicates: 0, bad: [] };
  const width = columnsOf[kind].length;
  await executor.transaction(async (tx) => {
    await ensureDefaultCategories(tx);
    if (kind === 'partners') {
      const known = new Set((await tx.select({ id: certificateCategories.id }).from(certificateCategories)).map((row) => row.id));
      for (const record of records) {
        const slug = record.value('slug').toLowerCase();
        const categoryText = record.value('category_id');
        const name = record.value('name');
        const problem =
          record.count !== width
            ? `expected ${width} fields, got ${record.count}`
            : !slugPattern.test(slug)
              ? `slug "${slug}" is not lower-case letters, digits and dashes`
              : !/^\d{1,9}$/.test(categoryText) || !known.has(Number(categoryText))
                ? `category_id "${categoryText}" is not a known category`
                : name === '' || name.length > 200
                  ? 'name is empty or longer than 200 characters'
                  : undefined;
        if (problem) {
          result.bad.push({ line: record.line, message: problem });
          continue;
        }
        const values = { slug, categoryId: Number(categoryText), name, description: record.value('description').slice(0, 2000) };
        const [existing] = await tx.select().from(certificatePartners).where(eq(certificatePartners.slug, slug));
        if (!existing) {
          await tx.insert(certificatePartners).values(values);
          result.inserted += 1;
        } else if (
          existing.name !== values.name ||
          existing.description !== values.description ||
          existing.categoryId !== values.categoryId
        ) {
          await tx.update(certificatePartners).set(values).where(eq(certificatePartners.id, existing.id));
          result.updated += 1;
        } else {
          result.duplicates += 1;
        }
      }
      return;
    }

    const slugs = [...new Set(records.map((record) => record.value('partner_slug').toLowerCase()))];
    const partners = slugs.length
      ? await tx
          .select({ id: certificatePartners.id, slug: certificatePartners.slug })
          .from(certificatePartners)
          .where(inArray(certificatePartners.slug, slugs))
      : [];
    const partnerIdOf = new Map(partners.map((row) => [row.slug, row.id]));
    for (const record of records) {
      const slug = record.value('partner_slug').toLowerCase();
      const nominalText = record.value('nominal_uah');
      const xpText = record.value('xp_price');
      const code = record.value('code');
      const barCode = record.value('bar_code');
      const validUntil = record.value('valid_until');
      const partnerId = partnerIdOf.get(slug);
      const problem =
        record.count !== width
          ? `expected ${width} fields, got ${record.count}`
          : partnerId === undefined
            ? `partner_slug "${slug}" is not a known partner (import partners first)`
            : !/^\d{1,7}(\.\d{1,2})?$/.test(nominalText) || Number(nominalText) <= 0
              ? `nominal_uah "${nominalText}" is not a positive amount`
              : !/^\d{1,9}$/.test(xpText) || Number(xpText) < 1
                ? `xp_price "${xpText}" is not a positive whole number`
                : !codePattern.test(code)
                  ? `code "${code}" is not 4 to 128 letters, digits and dashes`
                  : !codePattern.test(barCode)
                    ? `bar_code "${barCode}" is not 4 to 128 letters, digits and dashes`
                    : validUntil !== '' && !isIsoDate(validUntil)
                      ? `valid_until "${validUntil}" is not a YYYY-MM-DD date`
                      : undefined;
      if (problem || partnerId === undefined) {
        result.bad.push({ line: record.line, message: problem ?? 'unknown partner' });
        continue;
      }
      // Idempotent on code: an existing code (or bar code) is left as it is, whoever holds it now.
      const inserted = await tx
        .insert(certificates)
        .values({
          partnerId,
          nominalKop: Math.round(Number(nominalText) * 100),
          xpPrice: Number(xpText),
          code,
          barCode,
          validUntil: validUntil === '' ? null : validUntil,
        })
        .onConflictDoNothing()
        .returning({ id: certificates.id });
      if (inserted.length > 0) result.inserted += 1;
      else result.duplicates += 1;
    }
  });
  return result;
}
