// What an audited write changed: the record's fields before and after, compared one by one.

export type AuditRecord = Record<string, unknown> | null;

/** One field that differs; `undefined` on a side means the field was not there (a create, a delete). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

const has = (record: AuditRecord, field: string) => record !== null && Object.hasOwn(record, field);

/**
 * The fields whose values differ between the record before and after the write, in the record's
 * own order (the fields of `before` first, then those only in `after`). A create lists every field
 * of `after`, a delete every field of `before`. Nested values are compared whole.
 */
export function changedFields(before: AuditRecord, after: AuditRecord): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const old = has(before, field) ? before![field] : undefined;
    const now = has(after, field) ? after![field] : undefined;
    if (has(before, field) === has(after, field) && canonical(old) === canonical(now)) continue;
    changes.push({ field, before: old, after: now });
  }
  return changes;
}

/** A value as JSON (strings quoted, so `"null"` and `null` differ); `—` for a field not there. */
export function formatValue(value: unknown): string {
  return value === undefined ? '—' : JSON.stringify(value);
}

/** A write's changes on one line: `role: "user" → "admin"` for each field, `—` for none. */
export function changeText(before: AuditRecord, after: AuditRecord): string {
  const changes = changedFields(before, after);
  if (changes.length === 0) return '—';
  return changes
    .map((change) => `${change.field}: ${formatValue(change.before)} → ${formatValue(change.after)}`)
    .join('; ');
}
