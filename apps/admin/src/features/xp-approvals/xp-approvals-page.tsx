// XP credits waiting for a second staff member: each request with the customer, the amount, who asked and why; another
// support or admin account approves it (the points reach the customer then) or rejects it with a reason, the reason
// checked by the contract's own schema. One's own requests are shown but cannot be decided. Decided and at-once
// adjustments are one filter away (kept in the address); every decision ends in a message.
import { Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  adminXpApproveBodySchema,
  adminXpRejectBodySchema,
  xpAdjustmentStatuses,
  type AdminXpAdjustment,
} from '@loyalty/contracts/admin';
import { codeLabel } from '@admin/ui/codes';
import { ConfirmButton } from '@admin/ui/confirm-button';
import { useZodForm } from '@admin/ui/form';
import { useFormat } from '@admin/ui/format';
import { notifyError, notifySuccess } from '@admin/ui/notify';
import { PagedTable, useListParams, type Column } from '@admin/ui/paged-table';
import { ScreenLink } from '@admin/ui/screen-link';
import { StatusBadge } from '@admin/ui/status-badge';
import { useDecideXpAdjustment } from './api/decide-xp-adjustment';
import { useXpAdjustments, type XpAdjustmentFilter } from './api/list-xp-adjustments';

function Decision({ adjustment }: { adjustment: AdminXpAdjustment }) {
  const { t } = useTranslation();
  const format = useFormat();
  const decide = useDecideXpAdjustment();
  const form = useZodForm(adminXpApproveBodySchema, { defaultValues: { reason: '' } });
  const reason = useWatch({ control: form.control, name: 'reason' }) ?? '';
  // A rejection needs a reason the contract accepts (a few words); the button waits for one.
  const rejectable = adminXpRejectBodySchema.safeParse({ reason }).success;
  const words = { amount: format.xp(adjustment.amount, true), phone: format.phone(adjustment.phone) };
  if (!adjustment.can_decide)
    return (
      <Text size="sm" c="dimmed">
        {t('xpApprovals.ownRequest')}
      </Text>
    );
  const send = (approve: boolean) =>
    decide.mutate(
      { id: adjustment.id, approve, reason: reason.trim() },
      {
        onSuccess: (answer) =>
          notifySuccess(
            approve
              ? t('xpApprovals.approvedToast', { ...words, balance: format.xp(answer.balance) })
              : t('xpApprovals.rejectedToast', words),
          ),
        onError: notifyError,
      },
    );
  return (
    <Stack gap="xs" miw={260}>
      <TextInput
        size="xs"
        label={t('xpApprovals.decisionReason')}
        {...form.register('reason')}
        data-testid="xp-decision-reason"
      />
      <Group gap="xs">
        <ConfirmButton
          size="xs"
          label={t('xpApprovals.approve')}
          question={t('xpApprovals.approveQuestion', words)}
          danger={false}
          loading={decide.isPending && decide.variables?.approve === true}
          onConfirm={() => send(true)}
          testId="xp-approve"
        />
        <ConfirmButton
          size="xs"
          variant="light"
          label={t('xpApprovals.reject')}
          question={t('xpApprovals.rejectQuestion', words)}
          disabled={!rejectable}
          loading={decide.isPending && decide.variables?.approve === false}
          onConfirm={() => send(false)}
          testId="xp-reject"
        />
      </Group>
    </Stack>
  );
}

export function XpApprovalsPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const list = useListParams({ status: 'pending' });
  const status = (xpAdjustmentStatuses as readonly string[]).includes(list.values.status)
    ? (list.values.status as XpAdjustmentFilter)
    : 'pending';
  const adjustments = useXpAdjustments(status, list.page);

  const columns: Column<AdminXpAdjustment>[] = [
    {
      key: 'requested',
      header: t('xpApprovals.columns.requested'),
      nowrap: true,
      render: (row) => format.dateTime(row.requested_at),
    },
    {
      key: 'customer',
      header: t('xpApprovals.columns.customer'),
      render: (row) => (
        <Stack gap={2}>
          <Group gap={6} wrap="nowrap">
            <StatusBadge kind="brand" code={row.brand} size="sm" />
            <ScreenLink to={`/customers/${row.customer_id}`} fw={600}>
              {format.phone(row.phone)}
            </ScreenLink>
          </Group>
          {row.customer_name && (
            <Text size="sm" c="dimmed">
              {row.customer_name}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'amount',
      header: t('xpApprovals.columns.amount'),
      align: 'right',
      render: (row) => (
        <Text span fw={700} c={row.amount < 0 ? 'red.9' : 'teal.9'} style={{ whiteSpace: 'nowrap' }}>
          {format.xp(row.amount, true)}
        </Text>
      ),
    },
    { key: 'reason', header: t('xpApprovals.columns.reason'), render: (row) => row.reason },
    { key: 'by', header: t('xpApprovals.columns.by'), render: (row) => row.requested_by },
    {
      key: 'decision',
      header: status === 'pending' ? t('xpApprovals.columns.decision') : t('xpApprovals.columns.decided'),
      render: (row) =>
        row.status === 'pending' ? (
          <Decision adjustment={row} />
        ) : (
          <Stack gap={2}>
            <StatusBadge kind="xp_adjustment_status" code={row.status} size="sm" />
            {row.decided_by && (
              <Text size="sm">{`${row.decided_by} · ${row.decided_at ? format.dateTime(row.decided_at) : ''}`}</Text>
            )}
            {row.decision_reason && (
              <Text size="sm" c="dimmed">
                {row.decision_reason}
              </Text>
            )}
          </Stack>
        ),
    },
  ];

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('xpApprovals.title')}
      </Title>
      {adjustments.data && (
        <Text size="sm" c="dimmed">
          {t('xpApprovals.limits', {
            threshold: format.number(adjustments.data.limits.approval_threshold),
            cap: format.number(adjustments.data.limits.daily_cap),
          })}
        </Text>
      )}
      <PagedTable
        id="xp-approvals"
        label={t('xpApprovals.title')}
        query={adjustments}
        rows={(answer) => answer.adjustments}
        rowKey={(row) => row.id}
        rowTestId="xp-adjustment-row"
        columns={columns}
        onPage={list.setPage}
        empty={t('xpApprovals.none')}
        filters={
          <SegmentedControl
            aria-label={t('xpApprovals.filter')}
            value={status}
            onChange={(value) => list.set({ status: value })}
            data={xpAdjustmentStatuses.map((value) => ({
              value,
              label: codeLabel('xp_adjustment_status', value, i18n.language),
            }))}
          />
        }
      />
    </Stack>
  );
}
