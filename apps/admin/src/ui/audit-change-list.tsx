// "field: before → after", one line per change of an audit entry.
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { auditChanges } from './audit-changes';

export function AuditChangeList({ before, after }: { before: unknown; after: unknown }) {
  const { t, i18n } = useTranslation();
  const changes = auditChanges(before, after, i18n.language);
  if (changes.length === 0)
    return (
      <Text c="dimmed" size="sm">
        —
      </Text>
    );
  return (
    // Long values (an e-mail, a browser) break anywhere rather than widen the table past the screen.
    <List size="sm" listStyleType="none" spacing={2} data-testid="audit-changes" style={{ overflowWrap: 'anywhere' }} miw={220}>
      {changes.map((change) => (
        <List.Item key={change.field || 'value'}>
          {change.field && (
            <Text span fw={600} size="sm">
              {t(`auditFields.${change.field}`, { defaultValue: change.field })}:{' '}
            </Text>
          )}
          <Text span size="sm" c="dimmed" td="line-through">
            {change.before}
          </Text>
          <Text span size="sm">
            {' → '}
            {change.after}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
