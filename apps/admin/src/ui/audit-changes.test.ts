import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-changes';

describe('auditChanges', () => {
  it('lists each changed field as before → after in words, codes of the one map included', () => {
    expect(
      auditChanges(
        { role: 'support', disabled: false, limits: { daily: 10 } },
        { role: 'moderator', disabled: true, limits: { daily: 10 } },
        'uk',
      ),
    ).toEqual([
      { field: 'role', before: 'Підтримка', after: 'Модератор' },
      { field: 'disabled', before: 'ні', after: 'так' },
    ]);
  });

  it('shows a creation as nothing → value and numbers in the language', () => {
    const changes = auditChanges(null, { amount: 1500, reason: 'Компенсація' }, 'uk');
    expect(changes.map((change) => [change.field, change.before, change.after.replace(/\s/g, ' ')])).toEqual([
      ['amount', '—', '1 500'],
      ['reason', '—', 'Компенсація'],
    ]);
  });

  it('compares plain values and says nothing when nothing changed', () => {
    expect(auditChanges('paid', 'refunded', 'en')).toEqual([{ field: '', before: 'paid', after: 'refunded' }]);
    expect(auditChanges({ a: 1 }, { a: 1 }, 'en')).toEqual([]);
    expect(auditChanges(null, null, 'en')).toEqual([]);
  });
});
