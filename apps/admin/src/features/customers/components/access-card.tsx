// The person's access, for both brands at once: block or unblock with a reason, end every session; each confirmed,
// each with a toast.
import { Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCustomerDetail } from '@loyalty/contracts/admin';
import { ConfirmButton } from '@admin/ui/confirm-button';
import { useFormat } from '@admin/ui/format';
import { toastOptions } from '@admin/ui/notify';
import { useBlockCustomer } from '../api/block-customer';
import { useRevokeSessions } from '../api/revoke-sessions';

export function AccessCard({ id, blocked }: { id: number; blocked: AdminCustomerDetail['blocked'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const block = useBlockCustomer(id);
  const revoke = useRevokeSessions(id);
  const [reason, setReason] = useState('');
  const short = reason.trim().length < 3;
  return (
    <Card>
      <Title order={2} size="h4" mb="sm">
        {t('customer.access.title')}
      </Title>
      <Stack gap="sm">
        {blocked && (
          <Text size="sm" c="red.9" data-testid="customer-blocked">
            {t('customer.access.blockedBy', { by: blocked.by, at: format.dateTime(blocked.at), reason: blocked.reason })}
          </Text>
        )}
        <TextInput
          label={t('customer.access.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          description={t('forms.reason')}
        />
        <Group>
          <ConfirmButton
            label={blocked ? t('customer.access.unblock') : t('customer.access.block')}
            question={blocked ? t('customer.access.unblockQuestion') : t('customer.access.blockQuestion')}
            disabled={block.isPending || (!blocked && short)}
            loading={block.isPending}
            danger={!blocked}
            onConfirm={() =>
              block.mutate(
                { block: !blocked, reason },
                {
                  ...toastOptions(blocked ? t('customer.access.unblocked') : t('customer.access.blocked')),
                  onSettled: () => setReason(''),
                },
              )
            }
            testId="customer-block"
          />
          <ConfirmButton
            label={t('customer.access.revoke')}
            question={t('customer.access.revokeQuestion')}
            loading={revoke.isPending}
            variant="outline"
            onConfirm={() =>
              revoke.mutate(
                undefined,
                toastOptions((answer) => t('customer.access.revoked', { count: answer.ended })),
              )
            }
            testId="customer-revoke"
          />
        </Group>
      </Stack>
    </Card>
  );
}
