// Pack codes for operators: generating new unguessable ones, importing a CSV of printed ones, and the CSV text itself.
import { randomInt } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { brandSchema, type Brand } from '@loyalty/contracts/brand';
import type { FieldError } from '@loyalty/contracts/errors';
import type { Executor } from '@loyalty/db/client';
import { packCodeKinds, packCodes, productVariants, type PackCodeKind } from '@loyalty/db/schema';
import { generatedPackCodeLength, isValidPackCode, normalizePackCode, packCodeAlphabet } from '@loyalty/domain/pack-code';
import { DomainError } from '../../lib/domain-error.ts';
import { parseCsv, toCsv } from '../../lib/csv.ts';

/** One command never makes or imports more than this: a bounded transaction and a bounded answer. */
export const maxCodesPerCommand = 100_000;
/** Rows per INSERT: well under PostgreSQL's 65 535 bind parameters. */
const insertChunk = 1000;
/** An import with bad rows lists at most this many of them. */
const maxReportedProblems = 50;

/** 12 characters of a 25-letter alphabet from the CSPRNG: about 56 bits, far beyond guessing by trial scans. */
export function newPackCode(): string {
  let code = '';
  for (let index = 0; index < generatedPackCodeLength; index += 1) code += packCodeAlphabet[randomInt(packCodeAlphabet.length)];
  return code;
}

export interface PackCodeAttributes {
  brand: Brand;
  xp: number;
  kind: PackCodeKind;
  variantId: number | null;
  batch: string;
}

export interface NewPackCode extends PackCodeAttributes {
  code: string;
}

async function missingVariants(executor: Executor, ids: number[]): Promise<Set<number>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Set();
  const found = await executor
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(inArray(productVariants.id, wanted));
  const known = new Set(found.map((row) => row.id));
  return new Set(wanted.filter((id) => !known.has(id)));
}

/** Inserts the rows that are new; answers the codes actually inserted (existing codes are left as they are). */
async function insertNewCodes(executor: Executor, rows: NewPackCode[]): Promise<string[]> {
  const inserted: string[] = [];
  for (let start = 0; start < rows.length; start += insertChunk) {
    const chunk = rows.slice(start, start + insertChunk);
    const result = await executor
      .insert(packCodes)
      .values(chunk)
      .onConflictDoNothing({ target: packCodes.code })
      .returning({ code: packCodes.code });
    for (const row of result) inserted.push(row.code);
  }
  return inserted;
}

/** `count` new codes with these attributes, all inserted in one transaction (a random collision just draws again). */
/** Inserts `count` new codes in one transaction (a savepoint inside the caller's, which then commits its audit entry with them). */
export async function generatePackCodes(
  executor: Executor,
  attributes: PackCodeAttributes,
  count: number,
): Promise<NewPackCode[]> {
  if (!Number.isInteger(count) || count < 1 || count > maxCodesPerCommand) {
    throw new DomainError('validation_failed', `count must be 1 to ${maxCodesPerCommand}.`, [
      { field: 'count', message: `Expected 1 to ${maxCodesPerCommand}` },
    ]);
  }
  return executor.transaction(async (tx) => {
    if (attributes.variantId !== null && (await missingVariants(tx, [attributes.variantId])).size > 0) {
      throw new DomainError('validation_failed', `There is no product variant ${attributes.variantId}.`, [
        { field: 'variant', message: 'Unknown variant id' },
      ]);
    }
    const made: NewPackCode[] = [];
    while (made.length < count) {
      const drawn = new Set<string>();
      while (drawn.size < count - made.length) drawn.add(newPackCode());
      const inserted = await insertNewCodes(
        tx,
        [...drawn].map((code) => ({ ...attributes, code })),
      );
      for (const code of inserted) made.push({ ...attributes, code });
    }
    return made;
  });
}

// ---------------------------------------------------------------------------------------------------------------------
// CSV

export const packCodeCsvColumns = ['code', 'brand', 'xp', 'kind', 'variant', 'batch'] as const;

/** The CSV codes:generate prints: a header line, then one code per line. */
export function packCodesCsv(rows: NewPackCode[]): string {
  return toCsv(
    packCodeCsvColumns,
    rows.map((row) => [row.code, row.brand, row.xp, row.kind, row.variantId, row.batch]),
  );
}

export interface ImportDefaults {
  brand?: Brand;
  xp?: number;
  kind?: PackCodeKind;
  variantId?: number;
  batch?: string;
}

export interface ImportResult {
  rows: number;
  inserted: number;
  /** Codes that existed already, or appeared earlier in the same file: left unchanged. */
  duplicates: number;
}

const kindSet = new Set<string>(packCodeKinds);

/**
 * Imports a CSV of codes in one transaction. Every row is checked first; one bad row rejects the whole file with the
 * line numbers of every problem, so an import is never half done. Existing codes are skipped and counted. Inside a
 * caller's transaction it is a savepoint of it.
 */
export async function importPackCodes(executor: Executor, csv: string, defaults: ImportDefaults): Promise<ImportResult> {
  const records = parseCsv(csv);
  const [header, ...body] = records;
  if (!header) throw new DomainError('validation_failed', 'The file is empty: expected a header line with `code`.');
  const columns = header.fields.map((name) => name.trim().toLowerCase());
  const unknown = columns.filter((name) => !(packCodeCsvColumns as readonly string[]).includes(name));
  if (!columns.includes('code') || unknown.length > 0 || new Set(columns).size !== columns.length) {
    throw new DomainError(
      'validation_failed',
      `Line ${header.line}: the header must name a \`code\` column and only these, once each: ${packCodeCsvColumns.join(', ')}` +
        (unknown.length > 0 ? ` (unknown: ${unknown.join(', ')})` : '') +
        '.',
    );
  }
  if (body.length > maxCodesPerCommand) {
    throw new DomainError('validation_failed', `The file has ${body.length} rows; at most ${maxCodesPerCommand} per import.`);
  }

  const problems: FieldError[] = [];
  const rows: (NewPackCode & { line: number })[] = [];
  for (const record of body) {
    const value = (column: string) => {
      const at = columns.indexOf(column);
      return at === -1 ? '' : (record.fields[at] ?? '').trim();
    };
    const complain = (message: string) => problems.push({ field: `line ${record.line}`, message });
    if (record.fields.length !== columns.length) {
      complain(`expected ${columns.length} fields, got ${record.fields.length}`);
      continue;
    }
    const code = normalizePackCode(value('code'));
    const brandText = value('brand');
    const brand = brandText === '' ? defaults.brand : brandSchema.safeParse(brandText.toLowerCase()).data;
    const xpText = value('xp');
    const xp = xpText === '' ? defaults.xp : /^\d{1,9}$/.test(xpText) ? Number(xpText) : Number.NaN;
    const kindText = value('kind').toLowerCase();
    const kind = kindText === '' ? (defaults.kind ?? 'sticks') : kindText;
    const variantText = value('variant');
    const variantId =
      variantText === '' ? (defaults.variantId ?? null) : /^\d{1,9}$/.test(variantText) ? Number(variantText) : Number.NaN;
    const before = problems.length;
    if (!isValidPackCode(code)) complain(`code "${value('code')}" is not 10 to 64 letters and digits`);
    if (!brand)
      complain(brandText === '' ? 'brand is missing (add the column or pass --brand)' : `brand "${brandText}" is not glo or ogo`);
    if (xp === undefined) complain('xp is missing (add the column or pass --xp)');
    else if (!Number.isInteger(xp) || xp < 1) complain(`xp "${xpText}" is not a positive whole number`);
    if (!kindSet.has(kind)) complain(`kind "${kindText}" is not sticks or velo`);
    if (variantId !== null && Number.isNaN(variantId)) complain(`variant "${variantText}" is not a variant id`);
    if (problems.length > before || !brand || xp === undefined) continue;
    rows.push({
      line: record.line,
      code,
      brand,
      xp,
      kind: kind as PackCodeKind,
      variantId,
      batch: value('batch') || defaults.batch || '',
    });
  }

  return executor.transaction(async (tx) => {
    const missing = await missingVariants(
      tx,
      rows.flatMap((row) => (row.variantId === null ? [] : [row.variantId])),
    );
    for (const row of rows) {
      if (row.variantId !== null && missing.has(row.variantId)) {
        problems.push({ field: `line ${row.line}`, message: `variant ${row.variantId} does not exist` });
      }
    }
    if (problems.length > 0) {
      problems.sort((a, b) => Number(a.field.slice(5)) - Number(b.field.slice(5)));
      throw new DomainError(
        'validation_failed',
        `${problems.length} bad row(s); nothing was imported. Fix them and import the file again.`,
        problems.slice(0, maxReportedProblems),
      );
    }
    const seen = new Set<string>();
    const unique = rows.filter((row) => !seen.has(row.code) && seen.add(row.code));
    const inserted = await insertNewCodes(
      tx,
      unique.map(({ line: _line, ...row }) => row),
    );
    return { rows: rows.length, inserted: inserted.length, duplicates: rows.length - inserted.length };
  });
}
