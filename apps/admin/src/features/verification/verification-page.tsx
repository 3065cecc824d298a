// The age-verification queue: the open document's photo (zoomable) beside what the customer entered with it and what
// they gave at registration, with links to their records; approve, or reject with a reason the customer reads. The
// keyboard does it all (A approve, R reason, J/K next and previous, Z zoom, U undo). A decision waits a few seconds
// to be taken back (use-delayed-decision.ts) while the next document opens.
import {
  Alert,
  Badge,
  Box,
  Button,
  Chip,
  Grid,
  Group,
  Image,
  Kbd,
  Modal,
  NavLink,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { getHotkeyHandler, useDisclosure, useHotkeys } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminRejectBodySchema } from '@loyalty/contracts/admin';
import { ageInYears } from '@loyalty/domain/age';
import { kyivCalendarDate } from '@loyalty/domain/kyiv-time';
import * as adminVerificationEndpoints from '@loyalty/contracts/endpoints/admin-verification';
import { urlOf } from '@admin/lib/api';
import { formatDate, formatDateTime } from '@admin/ui/format';
import { notifyError, notifySuccess } from '@admin/ui/notify';
import { QueryState } from '@admin/ui/query-state';
import { ScreenLink } from '@admin/ui/screen-link';
import { CodeText, StatusBadge } from '@admin/ui/status-badge';
import { useDecideVerification } from './api/decide-verification';
import { useVerifications, type VerificationFilter, type VerificationRequest } from './api/list-verifications';
import { undoWindowMs, useDelayedDecision, type Decision } from './use-delayed-decision';

const filters: VerificationFilter[] = ['pending', 'approved', 'rejected', 'all'];
const quickReasons = ['unreadable', 'mismatch', 'notDocument', 'expired'] as const;

function Document({
  request,
  onApprove,
  onReject,
  reasonRef,
}: {
  request: VerificationRequest;
  onApprove: () => void;
  onReject: (reason: string) => void;
  reasonRef: React.RefObject<HTMLInputElement | null>;
}) {
  const { t, i18n } = useTranslation();
  const [zoomed, zoom] = useDisclosure(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  useHotkeys([['z', zoom.toggle]]);
  const reject = () => {
    const parsed = adminRejectBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(t('verification.reasonRequired'));
      reasonRef.current?.focus();
      return;
    }
    onReject(parsed.data.reason);
  };
  const age = ageInYears(request.birth_date, kyivCalendarDate(new Date()));
  const photo = urlOf(adminVerificationEndpoints.adminGetVerificationsByIdPhoto, { params: { id: request.id } });
  const pending = request.status === 'pending';
  return (
    <Paper withBorder p="md" data-testid="verification-document" aria-labelledby="document-title">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Box
            component="button"
            type="button"
            onClick={zoom.open}
            aria-label={t('verification.zoom')}
            style={{ border: 0, padding: 0, background: 'none', cursor: 'zoom-in', width: '100%' }}
          >
            <Image src={photo} alt={t('verification.photo', { phone: request.phone })} radius="md" fit="contain" mah={420} />
          </Box>
          <Text size="xs" c="dimmed" mt={4}>
            {t('verification.zoomHint')} <Kbd>Z</Kbd>
          </Text>
          <Modal opened={zoomed} onClose={zoom.close} fullScreen title={t('verification.photo', { phone: request.phone })}>
            <Box style={{ overflow: 'auto', height: 'calc(100vh - 90px)' }} data-testid="verification-zoomed">
              <img
                src={photo}
                alt={t('verification.photo', { phone: request.phone })}
                style={{ maxWidth: 'none', width: '180%' }}
              />
            </Box>
          </Modal>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h3" id="document-title">
                {request.phone}
              </Title>
              <StatusBadge kind="verification_status" code={request.status} />
            </Group>
            <Text size="sm" c="dimmed">
              {t('verification.sent', { date: formatDateTime(request.created_at, i18n.language) })}
            </Text>
            <Text fw={700} size="sm">
              {t('verification.entered')}
            </Text>
            <Table variant="vertical" withTableBorder data-testid="verification-entered">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th w={170}>{t('verification.name')}</Table.Th>
                  <Table.Td>
                    {request.first_name} {request.last_name}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('verification.birthDate')}</Table.Th>
                  <Table.Td>
                    {formatDate(request.birth_date, i18n.language)} · {t('verification.age', { count: age })}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('verification.documentType')}</Table.Th>
                  <Table.Td>
                    <CodeText kind="document_type" code={request.document_type} />
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Text fw={700} size="sm">
              {t('verification.registered')}
            </Text>
            {request.customers.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('verification.noRecords')}
              </Text>
            ) : (
              <Stack gap={6} data-testid="verification-records">
                {request.customers.map((record) => {
                  const differs = record.birth_date !== null && record.birth_date !== request.birth_date;
                  return (
                    <Group key={record.id} gap="xs" wrap="nowrap">
                      <StatusBadge kind="brand" code={record.brand} size="sm" />
                      <ScreenLink to={`/customers/${record.id}`} size="sm" data-testid="verification-customer-link">
                        {[record.first_name, record.last_name].filter(Boolean).join(' ') || t('verification.noName')}
                      </ScreenLink>
                      <Text size="sm">
                        {record.birth_date ? formatDate(record.birth_date, i18n.language) : t('verification.noBirthDate')}
                      </Text>
                      {differs && (
                        <Badge color="amber" c="amber.9" size="sm">
                          {t('verification.birthDateDiffers')}
                        </Badge>
                      )}
                    </Group>
                  );
                })}
              </Stack>
            )}
            {request.reason && (
              <Alert color="red" variant="light" title={t('verification.rejectedBecause')}>
                {request.reason}
              </Alert>
            )}
            {pending && (
              <Stack gap="xs" mt="sm">
                <Button color="teal" onClick={onApprove} data-testid="verification-approve">
                  {t('verification.approve')} <Kbd ml="xs">A</Kbd>
                </Button>
                <TextInput
                  ref={reasonRef}
                  label={t('verification.reason')}
                  value={reason}
                  onChange={(event) => {
                    setReason(event.currentTarget.value);
                    setReasonError(null);
                  }}
                  onKeyDown={getHotkeyHandler([['Enter', reject]])}
                  error={reasonError}
                  data-testid="verification-reason"
                />
                <Chip.Group>
                  <Group gap={6}>
                    {quickReasons.map((key) => (
                      <Chip
                        key={key}
                        size="xs"
                        checked={reason === t(`verification.reasons.${key}`)}
                        onChange={() => {
                          setReason(t(`verification.reasons.${key}`));
                          setReasonError(null);
                        }}
                      >
                        {t(`verification.reasons.${key}`)}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
                <Button color="red" variant="light" onClick={reject} data-testid="verification-reject">
                  {t('verification.reject')} <Kbd ml="xs">R</Kbd>
                </Button>
              </Stack>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}

export function VerificationPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<VerificationFilter>('pending');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState('created_at');
  const [openId, setOpenId] = useState<number | null>(null);
  /** Decided here (waiting or sent): out of the queue at once, before the list is read again. */
  const [decided, setDecided] = useState<number[]>([]);
  const reasonRef = useRef<HTMLInputElement>(null);
  const list = useVerifications(status, page, sort);
  const send = useDecideVerification();

  const delayed = useDelayedDecision((decision: Decision) =>
    send.mutate(decision, {
      onSuccess: () =>
        notifySuccess(
          decision.approve
            ? t('verification.approvedToast', { phone: decision.phone })
            : t('verification.rejectedToast', { phone: decision.phone }),
        ),
      onError: (error) => {
        notifyError(error);
        setDecided((ids) => ids.filter((id) => id !== decision.id));
        void queryClient.invalidateQueries({ queryKey: ['verifications'] });
      },
    }),
  );

  const requests = (list.data?.requests ?? []).filter((request) => !decided.includes(request.id));
  const open = requests.find((request) => request.id === openId) ?? requests[0] ?? null;
  const index = open ? requests.indexOf(open) : -1;
  const move = (step: number) => {
    const next = requests[index + step];
    if (next) setOpenId(next.id);
  };
  const decide = (decision: Decision) => {
    // The next document opens at once; the decision is sent when its undo window closes.
    const next = requests[index + 1] ?? requests[index - 1] ?? null;
    setDecided((ids) => [...ids, decision.id]);
    setOpenId(next?.id ?? null);
    delayed.decide(decision);
  };
  const undo = () => {
    const taken = delayed.undo();
    if (!taken) return;
    setDecided((ids) => ids.filter((id) => id !== taken.id));
    setOpenId(taken.id);
  };
  const approve = () => open?.status === 'pending' && decide({ id: open.id, phone: open.phone, approve: true });

  useHotkeys([
    ['a', () => approve()],
    ['r', () => reasonRef.current?.focus()],
    ['j', () => move(1)],
    ['ArrowDown', () => move(1)],
    ['k', () => move(-1)],
    ['ArrowUp', () => move(-1)],
    ['u', undo],
    ['mod+z', undo],
  ]);

  return (
    <Stack gap="md">
      <Title order={1}>{t('verification.title')}</Title>
      <Group>
        <SegmentedControl
          aria-label={t('verification.filter')}
          value={status}
          onChange={(value) => {
            setStatus(value as VerificationFilter);
            setPage(1);
            setOpenId(null);
          }}
          data={filters.map((filter) => ({ value: filter, label: t(`verification.statuses.${filter}`) }))}
        />
        <Select
          aria-label={t('customers.sort')}
          value={sort}
          onChange={(value) => value && setSort(value)}
          data={[
            { value: 'created_at', label: t('verification.oldestFirst') },
            { value: '-created_at', label: t('customers.sorts.-created_at') },
          ]}
          allowDeselect={false}
          w={200}
        />
        <Button
          component="a"
          variant="default"
          href={urlOf(adminVerificationEndpoints.adminGetVerifications, { query: { status, sort, format: 'csv' } })}
          download
        >
          {t('common.csv')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('verification.keys')} <Kbd>A</Kbd> {t('verification.approveShort')} · <Kbd>R</Kbd> {t('verification.reasonShort')} ·{' '}
        <Kbd>J</Kbd>/<Kbd>K</Kbd> {t('verification.moveShort')} · <Kbd>Z</Kbd> {t('verification.zoomShort')} · <Kbd>U</Kbd>{' '}
        {t('verification.undoShort')}
      </Text>
      {delayed.waiting && (
        <Alert color="ink" variant="light" role="status" data-testid="verification-undo-bar">
          <Group justify="space-between">
            <Text size="sm">
              {delayed.waiting.approve
                ? t('verification.willApprove', { phone: delayed.waiting.phone, seconds: undoWindowMs / 1000 })
                : t('verification.willReject', { phone: delayed.waiting.phone, seconds: undoWindowMs / 1000 })}
            </Text>
            <Group gap="xs">
              <Button size="xs" variant="white" onClick={undo} data-testid="verification-undo">
                {t('verification.undo')} <Kbd ml="xs">U</Kbd>
              </Button>
              <Button size="xs" variant="subtle" onClick={delayed.flush} data-testid="verification-send-now">
                {t('verification.sendNow')}
              </Button>
            </Group>
          </Group>
        </Alert>
      )}
      <QueryState
        query={list}
        isEmpty={() => requests.length === 0}
        empty={status === 'pending' ? t('verification.allDone') : t('verification.none')}
      >
        {(answer) => (
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 3 }}>
              <Stack gap={2} role="list" aria-label={t('verification.queue')}>
                {requests.map((request) => (
                  <NavLink
                    key={request.id}
                    role="listitem"
                    active={request.id === open?.id}
                    onClick={() => setOpenId(request.id)}
                    label={request.phone}
                    description={`${request.first_name} ${request.last_name} · ${formatDateTime(request.created_at, i18n.language)}`}
                    rightSection={
                      request.status === 'pending' ? null : (
                        <StatusBadge kind="verification_status" code={request.status} size="sm" />
                      )
                    }
                    data-testid="verification-request"
                  />
                ))}
              </Stack>
              {answer.total > answer.per_page && (
                <Group mt="sm" gap="xs">
                  <Button size="xs" variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    ←
                  </Button>
                  <Text size="sm">{t('verification.page', { page, pages: Math.ceil(answer.total / answer.per_page) })}</Text>
                  <Button
                    size="xs"
                    variant="default"
                    disabled={page >= Math.ceil(answer.total / answer.per_page)}
                    onClick={() => setPage(page + 1)}
                  >
                    →
                  </Button>
                </Group>
              )}
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 9 }}>
              {open && (
                <Document
                  key={open.id}
                  request={open}
                  reasonRef={reasonRef}
                  onApprove={() => decide({ id: open.id, phone: open.phone, approve: true })}
                  onReject={(reason) => decide({ id: open.id, phone: open.phone, approve: false, reason })}
                />
              )}
            </Grid.Col>
          </Grid>
        )}
      </QueryState>
    </Stack>
  );
}
