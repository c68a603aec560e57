import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { answer, type ConfirmRequest } from '../lib/confirm.ts';

export default function ConfirmDialog({ request }: { request: ConfirmRequest | null }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={request !== null}
      onClose={() => answer(false)}
      title={request?.title}
      centered
      radius="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text size="sm">{request?.message}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={() => answer(false)}>
          {request?.cancelLabel}
        </Button>
        <Button color={request?.danger ? 'red' : undefined} onClick={() => answer(true)} data-autofocus>
          {request?.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
