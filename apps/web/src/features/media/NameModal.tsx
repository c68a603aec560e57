import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal } from '@mantine/core';
import { mediaName } from '@portal/contracts/files';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Form } from '../../components/form/Form.tsx';
import { TextField } from '../../components/form/fields.tsx';
import { useTranslation } from '../../lib/i18n.ts';

const nameSchema = z.object({ name: mediaName() });
type NameInput = z.input<typeof nameSchema>;

/** Asks for a directory or file name ('To pole jest wymagane' when empty, spec §5). */
export function NameModal({
  title,
  label,
  initial = '',
  submitLabel,
  onClose,
  onSubmit,
}: {
  title: string;
  label: string;
  initial?: string;
  submitLabel: string;
  onClose: () => void;
  onSubmit: (name: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const form = useForm<NameInput, unknown, z.output<typeof nameSchema>>({
    resolver: zodResolver(nameSchema),
    defaultValues: { name: initial },
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      radius="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Form
        form={form}
        guardUnsaved={false}
        submitLabel={submitLabel}
        onSubmit={(v) => onSubmit(v.name)}
        onSuccess={onClose}
      >
        <TextField name="name" label={label} required />
      </Form>
    </Modal>
  );
}
