// «Видача нагород» (decision 0084): a brand's rewards bought with XP, newest first, by status, paged; each with its
// recipient and Nova Poshta branch, and what support does next: the waybill when it leaves (Відправлено), Отримано,
// or Скасувати with a reason (its XP and unit come back), each confirmed and said after.
import { Anchor, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminRejectBodySchema, type AdminRewardRedemptionRow } from '@loyalty/contracts/admin';
import type { Brand } from '@loyalty/contracts/brand';
import { novaPoshtaTrackingUrl } from '@loyalty/domain/shop/tracking';
import { BrandChoice } from '@admin/ui/brand-choice';
import { codeLabel, codeValues } from '@admin/ui/codes';
import { ConfirmButton } from '@admin/ui/confirm-button';
import { useFormat } from '@admin/ui/format';
import { toastOptions } from '@admin/ui/notify';
import { PagedTable, useListParams, type Column } from '@admin/ui/paged-table';
import { ScreenLink } from '@admin/ui/screen-link';
import { StatusBadge } from '@admin/ui/status-badge';
import { useRedemptions, type RedemptionFilter } from './api/list-redemptions';
import { useRedemptionAction, type RedemptionAction } from './api/redemption-action';

const defaults: RedemptionFilter = { brand: 'glo', status: '' };

export function RewardRedemptionsPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const list = useListParams(defaults);
  const brand: Brand = list.values.brand === 'ogo' ? 'ogo' : 'glo';
  const redemptions = useRedemptions({ ...list.values, brand }, list.page);

  const columns: Column<AdminRewardRedemptionRow>[] = [
    { key: 'id', header: '№', render: (row) => row.id },
    { key: 'when', header: t('rewardRedemptions.when'), nowrap: true, render: (row) => format.dateTime(row.created_at) },
    { key: 'reward', header: t('rewardRedemptions.reward'), render: (row) => `${row.reward_title} · ${format.xp(row.xp)}` },
    {
      key: 'customer',
      header: t('rewardRedemptions.customer'),
      nowrap: true,
      render: (row) => <ScreenLink to={`/customers/${row.customer_id}`}>{format.phone(row.customer_phone)}</ScreenLink>,
    },
    {
      key: 'recipient',
      header: t('rewardRedemptions.recipient'),
      render: (row) =>
        row.delivery ? (
          <Stack gap={0}>
            <Text size="sm">
              {row.delivery.first_name} {row.delivery.last_name}, {format.phone(row.delivery.phone)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('rewardRedemptions.branch', { city: row.delivery.city, number: row.delivery.branch_number })}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('rewardRedemptions.noDelivery')}
          </Text>
        ),
    },
    {
      key: 'status',
      header: t('rewardRedemptions.status'),
      render: (row) => (
        <span data-testid="redemption-status">
          <StatusBadge kind="redemption_status" code={row.status} size="sm" />
        </span>
      ),
    },
    {
      key: 'waybill',
      header: t('rewardRedemptions.waybill'),
      nowrap: true,
      render: (row) =>
        row.waybill_number ? (
          <span data-testid="redemption-waybill">
            {row.waybill_number}{' '}
            <Anchor href={novaPoshtaTrackingUrl(row.waybill_number)} target="_blank" rel="noopener noreferrer" size="sm">
              {t('rewardRedemptions.track')}
            </Anchor>
          </span>
        ) : (
          '—'
        ),
    },
    {
      key: 'actions',
      header: t('rewardRedemptions.actions'),
      render: (row) => <RedemptionActions brand={brand} row={row} />,
    },
  ];

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('rewardRedemptions.title')}
      </Title>
      <PagedTable
        id="reward-redemptions"
        label={t('rewardRedemptions.title')}
        query={redemptions}
        rows={(answer) => answer.redemptions}
        rowKey={(row) => row.id}
        rowTestId="redemption-row"
        columns={columns}
        onPage={list.setPage}
        empty={t('rewardRedemptions.none')}
        filters={
          <>
            <BrandChoice value={brand} onChange={(next) => list.set({ brand: next })} />
            <Select
              label={t('rewardRedemptions.status')}
              placeholder={t('rewardRedemptions.any')}
              clearable
              value={list.values.status || null}
              onChange={(value) => list.set({ status: value ?? '' })}
              data={codeValues('redemption_status').map((value) => ({
                value,
                label: codeLabel('redemption_status', value, i18n.language),
              }))}
              w={170}
              data-testid="redemption-status-filter"
            />
          </>
        }
      />
    </Stack>
  );
}

/** What can happen next to one redemption, by the server's table: placed → sent | cancelled, sent → received | cancelled. */
export function RedemptionActions({ brand, row }: { brand: Brand; row: AdminRewardRedemptionRow }) {
  const { t } = useTranslation();
  const action = useRedemptionAction(brand, row.id);
  const [waybill, setWaybill] = useState('');
  const [reason, setReason] = useState('');
  const run = (next: RedemptionAction) => action.mutate(next, toastOptions(t(`rewardRedemptions.done.${next.kind}`)));
  if (row.status !== 'placed' && row.status !== 'sent') return null;
  const cancel = (
    <ConfirmButton
      label={t('rewardRedemptions.cancel')}
      question={t('rewardRedemptions.cancelQuestion', { title: row.reward_title, xp: row.xp })}
      size="xs"
      variant="light"
      loading={action.isPending}
      onConfirm={() => run({ kind: 'cancelled', reason: reason.trim() })}
      testId="redemption-cancel"
    >
      <TextInput
        label={t('rewardRedemptions.reason')}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={reason !== '' && !adminRejectBodySchema.safeParse({ reason }).success}
        data-testid="redemption-cancel-reason"
        data-autofocus
      />
    </ConfirmButton>
  );
  if (row.status === 'sent') {
    return (
      <Group gap="xs" wrap="nowrap">
        <ConfirmButton
          label={t('rewardRedemptions.received')}
          question={t('rewardRedemptions.receivedQuestion', { title: row.reward_title })}
          danger={false}
          size="xs"
          loading={action.isPending}
          onConfirm={() => run({ kind: 'received' })}
          testId="redemption-received"
        />
        {cancel}
      </Group>
    );
  }
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          run({ kind: 'sent', waybill_number: waybill });
        }}
      >
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            aria-label={t('rewardRedemptions.waybillInput')}
            placeholder="20 4506 7112 0001"
            size="xs"
            w={170}
            inputMode="numeric"
            autoComplete="off"
            value={waybill}
            onChange={(event) => setWaybill(event.currentTarget.value)}
            data-testid="redemption-waybill-input"
          />
          <Button
            type="submit"
            size="xs"
            disabled={waybill.replace(/\D/g, '').length !== 14}
            loading={action.isPending}
            data-testid="redemption-sent"
          >
            {t('rewardRedemptions.sent')}
          </Button>
        </Group>
      </form>
      {cancel}
    </Group>
  );
}
