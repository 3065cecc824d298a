// The audit trail (admins): who did what, when, to what, with each change as "field: before → after" and the action
// in words; filtered by actor, action (chosen from the known ones) and target, newest or oldest first; the CSV of the
// filtered lot.
import { Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { adminAuditEntrySchema } from '@loyalty/contracts/admin';
import { AuditChangeList } from '@admin/ui/audit-change-list';
import { codeLabel, codeValues } from '@admin/ui/codes';
import { useFormat } from '@admin/ui/format';
import { PagedTable, useListParams, type Column } from '@admin/ui/paged-table';
import { ScreenLink } from '@admin/ui/screen-link';
import { CodeText } from '@admin/ui/status-badge';
import { auditCsvUrl, useAudit, type AuditFilter } from './api/list-audit';

type Entry = z.infer<typeof adminAuditEntrySchema>;
const defaults: AuditFilter = { sort: '-created_at', actor: '', action: '', target_type: '', target_id: '' };
const textFilters = ['actor', 'target_id'] as const;

/** The screen an entry's target opens on, where there is one. */
function targetPath(type: string, id: string): string | null {
  if (type === 'customer') return `/customers/${id}`;
  if (type === 'news') return `/news/${id}`;
  if (type === 'staff') return '/staff';
  return null;
}

export function AuditPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const list = useListParams(defaults);
  const [draft, setDraft] = useState(list.values);
  const audit = useAudit(list.values, list.page);

  const columns: Column<Entry>[] = [
    {
      key: 'when',
      header: t('audit.columns.when'),
      sort: { desc: '-created_at', asc: 'created_at' },
      nowrap: true,
      render: (entry) => format.dateTime(entry.created_at),
    },
    {
      key: 'actor',
      header: t('audit.columns.actor'),
      render: (entry) => (
        <Stack gap={0}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {entry.actor}
          </Text>
          <Text size="xs" c="dimmed">
            {codeLabel('staff_role', entry.role, i18n.language)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'action',
      header: t('audit.columns.action'),
      // Words that may wrap, not an upper-case badge: the action is the sentence of the row, and a badge of
      // "Замовлення позначено оплаченим" pushed the changes out of a 1280 px screen.
      render: (entry) => (
        <Text size="sm" fw={600} miw={140} data-code={entry.action}>
          <CodeText kind="audit_action" code={entry.action} />
        </Text>
      ),
    },
    {
      key: 'target',
      header: t('audit.columns.target'),
      nowrap: true,
      render: (entry) => {
        if (!entry.target_type) return '—';
        const words = `${codeLabel('audit_target', entry.target_type, i18n.language)} #${entry.target_id}`;
        const path = targetPath(entry.target_type, entry.target_id);
        return path ? (
          <ScreenLink to={path} size="sm">
            {words}
          </ScreenLink>
        ) : (
          words
        );
      },
    },
    {
      key: 'change',
      header: t('audit.columns.change'),
      render: (entry) => <AuditChangeList before={entry.before} after={entry.after} />,
    },
    { key: 'reason', header: t('audit.columns.reason'), render: (entry) => entry.reason || '—' },
    { key: 'request', header: t('audit.columns.request'), render: (entry) => entry.request_id, hidden: true },
  ];

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('audit.title')}
      </Title>
      <PagedTable
        id="audit"
        label={t('audit.title')}
        query={audit}
        rows={(answer) => answer.entries}
        rowKey={(entry) => entry.id}
        rowTestId="audit-row"
        columns={columns}
        sort={list.values.sort}
        onSort={(sort) => list.set({ sort })}
        onPage={list.setPage}
        csvUrl={auditCsvUrl(list.values)}
        empty={t('audit.none')}
        filters={
          <form
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              list.set(draft);
            }}
          >
            <Group gap="sm" align="flex-end">
              <Select
                label={t('audit.filters.action')}
                placeholder={t('audit.anyAction')}
                value={draft.action || null}
                clearable
                searchable
                onChange={(action) => {
                  const next = { ...draft, action: action ?? '' };
                  setDraft(next);
                  list.set(next);
                }}
                data={codeValues('audit_action').map((action) => ({
                  value: action,
                  label: codeLabel('audit_action', action, i18n.language),
                }))}
                w={260}
              />
              <Select
                label={t('audit.filters.target_type')}
                placeholder={t('audit.anyTarget')}
                value={draft.target_type || null}
                clearable
                onChange={(type) => {
                  const next = { ...draft, target_type: type ?? '' };
                  setDraft(next);
                  list.set(next);
                }}
                data={codeValues('audit_target').map((type) => ({
                  value: type,
                  label: codeLabel('audit_target', type, i18n.language),
                }))}
                w={200}
              />
              {textFilters.map((key) => (
                <TextInput
                  key={key}
                  label={t(`audit.filters.${key}`)}
                  value={draft[key]}
                  onChange={(event) => setDraft({ ...draft, [key]: event.currentTarget.value })}
                  w={key === 'actor' ? 220 : 120}
                />
              ))}
              <Button type="submit">{t('audit.apply')}</Button>
            </Group>
          </form>
        }
      />
    </Stack>
  );
}
