// A customer record's tier on the customer page: the level held (by hand or earned, since when, a grace running), its
// history, and for marketing and admin a level assigned by hand with a reason (the server audits it), or taken back.
import { Badge, Card, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Brand } from '@loyalty/contracts/brand';
import { ConfirmButton } from '@admin/ui/confirm-button';
import { useFormat } from '@admin/ui/format';
import { notifyError, notifySuccess } from '@admin/ui/notify';
import { QueryState } from '@admin/ui/query-state';
import { StatusBadge } from '@admin/ui/status-badge';
import { canEdit as roleCanEdit } from '@admin/app/navigation';
import { useOutletContext } from 'react-router';
import type { Staff } from '@loyalty/contracts/admin';
import { useAssignTier, useCustomerTier, useTierSets } from '../api/tiers';

export function CustomerTierCard({ customerId, brand }: { customerId: number; brand: Brand }) {
  const { t } = useTranslation();
  const format = useFormat();
  const staff = useOutletContext<Staff | undefined>();
  // Assigning is marketing's and admin's (the server refuses support): the rule of the tiers screen.
  const canAssign = staff ? roleCanEdit(staff.role, '/tiers') : false;
  const tier = useCustomerTier(customerId);
  const sets = useTierSets();
  const assign = useAssignTier(customerId);
  const [levelId, setLevelId] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const levels = [...(sets.data?.tier_sets.find((set) => set.brand === brand)?.levels ?? [])].sort((a, b) => a.rank - b.rank);
  const short = reason.trim().length < 3;
  const send = (level: number | null) =>
    assign.mutate(
      { level_id: level, reason },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.tier ? t('tiers.customer.assigned', { name: answer.tier.name }) : t('tiers.customer.unassigned'));
          setReason('');
          setLevelId(null);
        },
        onError: notifyError,
      },
    );
  return (
    <Card component="section" aria-labelledby={`tier-title-${customerId}`} data-testid={`customer-tier-${brand}`}>
      <Group gap="xs" mb="sm">
        <Title order={2} size="h4" id={`tier-title-${customerId}`}>
          {t('tiers.customer.title')}
        </Title>
        <StatusBadge kind="brand" code={brand} size="sm" />
      </Group>
      <QueryState query={tier}>
        {(answer) => (
          <Stack gap="sm">
            {answer.tier ? (
              <Group gap="xs">
                <Text fw={700} size="lg" data-testid="customer-tier-name">
                  {answer.tier.name}
                </Text>
                {answer.tier.manual && (
                  <Badge color="amber" c="amber.9">
                    {t('tiers.customer.manual')}
                  </Badge>
                )}
                <Text size="sm" c="dimmed">
                  {t('tiers.customer.since', { date: format.date(answer.tier.since) })}
                </Text>
                {answer.tier.grace_until && (
                  <Text size="sm" c="amber.9">
                    {t('tiers.customer.grace', { date: format.date(answer.tier.grace_until) })}
                  </Text>
                )}
              </Group>
            ) : (
              <Text c="dimmed">{levels.length === 0 ? t('tiers.customer.noSet') : t('tiers.customer.none')}</Text>
            )}
            {answer.history.length > 0 && (
              <Table.ScrollContainer minWidth={420}>
                <Table aria-label={t('tiers.customer.history')} striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('tiers.customer.when')}</Table.Th>
                      <Table.Th>{t('tiers.customer.change')}</Table.Th>
                      <Table.Th>{t('tiers.customer.why')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {answer.history.map((entry) => (
                      <Table.Tr key={`${entry.at}-${entry.to_level_id}`}>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.dateTime(entry.at)}</Table.Td>
                        <Table.Td>{`${entry.from_name ?? '—'} → ${entry.to_name ?? '—'}`}</Table.Td>
                        <Table.Td>
                          <StatusBadge kind="tier_change" code={entry.reason} size="sm" />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {canAssign && levels.length > 0 && (
              <Stack gap="xs">
                <Group align="flex-end" gap="sm" grow>
                  <Select
                    label={t('tiers.customer.level')}
                    description={t('tiers.customer.levelHint')}
                    value={levelId}
                    onChange={setLevelId}
                    data={levels.map((level) => ({ value: String(level.id), label: level.name }))}
                    data-testid="tier-assign-level"
                  />
                  <TextInput
                    label={t('tiers.customer.reason')}
                    description={t('forms.reason')}
                    value={reason}
                    onChange={(event) => setReason(event.currentTarget.value)}
                    data-testid="tier-assign-reason"
                  />
                </Group>
                <Group>
                  <ConfirmButton
                    label={t('tiers.customer.assign')}
                    question={t('tiers.customer.assignQuestion', {
                      name: levels.find((level) => String(level.id) === levelId)?.name ?? '',
                    })}
                    danger={false}
                    disabled={levelId === null || short || assign.isPending}
                    loading={assign.isPending}
                    onConfirm={() => send(Number(levelId))}
                    testId="tier-assign"
                  />
                  {answer.tier?.manual && (
                    <ConfirmButton
                      label={t('tiers.customer.unassign')}
                      question={t('tiers.customer.unassignQuestion')}
                      variant="light"
                      disabled={short || assign.isPending}
                      onConfirm={() => send(null)}
                      testId="tier-unassign"
                    />
                  )}
                </Group>
              </Stack>
            )}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
