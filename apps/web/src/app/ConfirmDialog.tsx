import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { answer, type ConfirmRequest } from '../lib/confirm.ts';
import { useTranslation } from '../lib/i18n.ts';

export default function ConfirmDialog({ request }: { request: ConfirmRequest | null }) {
  const { t } = useTranslation();
  const danger = Boolean(request?.danger);
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
        {/* A destructive question opens on the safe answer, so a stray Enter does not delete. */}
        <Button variant="default" onClick={() => answer(false)} data-autofocus={danger || undefined}>
          {request?.cancelLabel || t('common.cancel')}
        </Button>
        <Button
          color={danger ? 'red' : undefined}
          onClick={() => answer(true)}
          data-autofocus={!danger || undefined}
        >
          {request?.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
