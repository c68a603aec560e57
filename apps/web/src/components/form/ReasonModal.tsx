import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Text } from '@mantine/core';
import { type RejectionInput, rejectionSchema } from '@portal/contracts/partners';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n.ts';
import { Form } from './Form.tsx';
import { TextareaField } from './textarea-field.tsx';

/** Asks for the reason of a rejection (sent to the person concerned) before it is made. */
export function ReasonModal({
  opened,
  title,
  intro,
  submitLabel,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  title: string;
  intro?: string;
  submitLabel: string;
  onClose: () => void;
  onSubmit: (input: RejectionInput) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const form = useForm<RejectionInput>({
    resolver: zodResolver(rejectionSchema),
    defaultValues: { reason: '' },
  });
  return (
    <Modal
      opened={opened}
      onClose={() => {
        form.reset({ reason: '' });
        onClose();
      }}
      title={title}
      centered
    >
      {intro && (
        <Text size="sm" mb="sm">
          {intro}
        </Text>
      )}
      <Form
        form={form}
        guardUnsaved={false}
        submitLabel={submitLabel}
        onSubmit={onSubmit}
        onSuccess={() => {
          form.reset({ reason: '' });
          onClose();
        }}
      >
        <TextareaField name="reason" label={t('common.reason')} required />
      </Form>
    </Modal>
  );
}
