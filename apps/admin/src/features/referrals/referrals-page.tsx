// Referrals (support, marketing): inviters with their friends by outcome, the XP they earned, and the patterns worth a
// look; sorted and paged on the server, "only suspicious" in the address, the CSV of the filtered list. The inviter
// links to the customer page only for a role that may open it.
import { Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { adminInviterSchema } from '@loyalty/contracts/admin';
import { useFormat } from '@admin/ui/format';
import { PagedTable, useListParams, type Column } from '@admin/ui/paged-table';
import { ScreenLink } from '@admin/ui/screen-link';
import { StatusBadge } from '@admin/ui/status-badge';
import { referralsCsvUrl, useReferrals } from './api/list-referrals';

type Inviter = z.infer<typeof adminInviterSchema>;

export function ReferralsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useListParams({ sort: '-invited', suspicious: '' });
  const suspicious = list.values.suspicious === 'true';
  const referrals = useReferrals(suspicious, list.page, list.values.sort);
  const count = (key: 'invited' | 'pending' | 'rewarded' | 'capped' | 'reversed', sort?: string): Column<Inviter> => ({
    key,
    header: t(`referrals.${key}`),
    align: 'right',
    render: (row) => format.number(row[key]),
    ...(sort ? { sort: { desc: sort } } : {}),
  });

  const columns: Column<Inviter>[] = [
    {
      key: 'inviter',
      header: t('referrals.inviter'),
      render: (row) => (
        <Stack gap={0}>
          <ScreenLink to={`/customers/${row.customer_id}`} fw={600} data-testid="referral-inviter">
            {format.phone(row.phone)}
          </ScreenLink>
          {row.name && (
            <Text size="sm" c="dimmed">
              {row.name}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'brand',
      header: t('customers.columns.brand'),
      render: (row) => <StatusBadge kind="brand" code={row.brand} size="sm" />,
    },
    count('invited', '-invited'),
    count('pending'),
    count('rewarded'),
    count('capped'),
    count('reversed', '-reversed'),
    {
      key: 'xp',
      header: t('referrals.xp'),
      align: 'right',
      sort: { desc: '-xp_rewarded' },
      render: (row) => format.xp(row.xp_rewarded),
    },
    {
      key: 'flags',
      header: t('referrals.flags'),
      render: (row) =>
        row.flags.length === 0 ? (
          '—'
        ) : (
          <Group gap={4}>
            {row.flags.map((flag) => (
              <StatusBadge key={flag} kind="referral_flag" code={flag} size="sm" />
            ))}
          </Group>
        ),
    },
  ];

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('referrals.title')}
      </Title>
      <PagedTable
        id="referrals"
        label={t('referrals.title')}
        query={referrals}
        rows={(answer) => answer.inviters}
        rowKey={(row) => row.customer_id}
        rowTestId="referral-row"
        columns={columns}
        sort={list.values.sort}
        onSort={(sort) => list.set({ sort })}
        onPage={list.setPage}
        csvUrl={referralsCsvUrl(suspicious, list.values.sort)}
        empty={suspicious ? t('referrals.noneSuspicious') : t('referrals.none')}
        filters={
          <Switch
            label={t('referrals.onlySuspicious')}
            checked={suspicious}
            onChange={(event) => list.set({ suspicious: event.currentTarget.checked ? 'true' : '' })}
            data-testid="referrals-suspicious"
          />
        }
      />
    </Stack>
  );
}
