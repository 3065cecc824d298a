// Every destructive action asks first, in a modal dialog that says what will happen. The confirming button carries
// `${testId}-confirm`, so journeys can confirm without knowing the wording.
import { Button, Group, Modal, Text, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmButtonProps {
  label: string;
  question: string;
  onConfirm: () => void;
  disabled?: boolean;
  danger?: boolean;
  loading?: boolean;
  testId?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  /** More to read or fill before confirming (a reason field). */
  children?: ReactNode;
  /** Checked before asking (a form's fields): false shows the form's errors and asks nothing, so a dialog never
   * offers to publish what the server would refuse. */
  check?: () => Promise<boolean> | boolean;
}

export function ConfirmButton(props: ConfirmButtonProps) {
  const { label, question, onConfirm, disabled, danger = true, loading, testId, size = 'sm', variant, children, check } = props;
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const color = danger ? 'red' : undefined;
  return (
    <>
      <Button
        color={color}
        variant={variant}
        size={size}
        disabled={disabled}
        loading={loading}
        onClick={() => {
          if (!check) return open();
          void Promise.resolve(check()).then((ready) => ready && open());
        }}
        data-testid={testId}
      >
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={label} centered>
        <Text mb="md">{question}</Text>
        {children}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            {t('confirm.cancel')}
          </Button>
          <Button
            color={color}
            data-testid={testId ? `${testId}-confirm` : undefined}
            onClick={() => {
              close();
              onConfirm();
            }}
          >
            {label}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
