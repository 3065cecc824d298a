// An audit entry's before and after as the changes a person reads: one line per field that changed, nested fields
// named by their path ("address.city"), values in words (yes/no, numbers in the chosen language, — for nothing).
import { codeLabel, type CodeKind } from './codes';
import { formatNumber } from './format';

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function flatten(value: unknown, prefix = '', into: Map<string, unknown> = new Map()): Map<string, unknown> {
  if (isRecord(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0 && prefix) into.set(prefix, value);
    for (const key of keys) flatten(value[key], prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix) {
    into.set(prefix, value);
  }
  return into;
}

export function auditValue(value: unknown, language: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return language === 'en' ? (value ? 'yes' : 'no') : value ? 'так' : 'ні';
  if (typeof value === 'number') return formatNumber(value, language);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((item) => auditValue(item, language)).join(', ');
  return JSON.stringify(value);
}

/** Fields whose values are codes of the one map: shown in words ("Модератор", not "moderator"). */
const fieldCodes: Record<string, CodeKind> = {
  role: 'staff_role',
  financial_status: 'order_status',
  financialStatus: 'order_status',
  document_type: 'document_type',
  brand: 'brand',
};

function fieldValue(field: string, value: unknown, language: string): string {
  const kind = fieldCodes[field.split('.').at(-1) ?? field];
  if (kind && (typeof value === 'string' || typeof value === 'number') && value !== '') return codeLabel(kind, value, language);
  return auditValue(value, language);
}

/** The fields whose value differs between before and after, in the order they first appear. */
export function auditChanges(before: unknown, after: unknown, language: string): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (JSON.stringify(before ?? null) === JSON.stringify(after ?? null)) return [];
    return [{ field: '', before: auditValue(before, language), after: auditValue(after, language) }];
  }
  const old = flatten(isRecord(before) ? before : {});
  const now = flatten(isRecord(after) ? after : {});
  const fields = [...new Set([...old.keys(), ...now.keys()])];
  return fields
    .filter((field) => JSON.stringify(old.get(field) ?? null) !== JSON.stringify(now.get(field) ?? null))
    .map((field) => ({
      field,
      before: fieldValue(field, old.get(field), language),
      after: fieldValue(field, now.get(field), language),
    }));
}
