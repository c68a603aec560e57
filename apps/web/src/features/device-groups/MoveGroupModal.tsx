import { queryKeys } from '../../lib/keys.ts';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Modal, Text } from '@mantine/core';
import { type DeviceGroupNode, deviceGroupMoveSchema } from '@portal/contracts/device-groups';
import { DEVICE_LIMITS } from '@portal/contracts/device-limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Form } from '../../components/form/Form.tsx';
import { SelectField } from '../../components/form/select-fields.tsx';
import { apiCall } from '../../lib/api.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { GROUPS_KEY } from './api.ts';
import { moveTargets } from './tree.ts';

type MoveInput = z.input<typeof deviceGroupMoveSchema>;
type MoveValues = z.output<typeof deviceGroupMoveSchema>;

/**
 * Moves a group with its subtree under another parent or to the root level (spec §5): the
 * choices leave out the group, its own subgroups, groups with devices and too deep places.
 */
export function MoveGroupModal({
  group,
  parentId,
  roots,
  counts,
  labels,
  onClose,
  onMoved,
}: {
  group: DeviceGroupNode;
  parentId: number | null;
  roots: DeviceGroupNode[];
  counts: Map<number, number> | undefined;
  labels: Map<number, string>;
  onClose: () => void;
  onMoved: (parentId: number | null) => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const form = useForm<MoveInput, unknown, MoveValues>({
    resolver: zodResolver(deviceGroupMoveSchema),
    defaultValues: { parent_id: parentId },
  });
  const move = useMutation({
    mutationFn: (body: MoveValues) => apiCall('device.groups.move', { params: { id: group.id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys(GROUPS_KEY).all }),
  });
  const data = moveTargets(roots, group.id, DEVICE_LIMITS.groupDepth)
    .filter(({ node }) => !(counts?.get(node.id) ?? 0))
    .map(({ node }) => ({ value: String(node.id), label: labels.get(node.id) ?? node.code }));
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t('deviceGroups.moveTitle', { name: group.code })}
      radius="md"
    >
      <Text size="sm" c="dimmed" mb="md">
        {t('deviceGroups.moveHint')}
      </Text>
      <Form
        form={form}
        guardUnsaved={false}
        submitLabel={t('deviceGroups.moveSubmit')}
        onSubmit={(values) => move.mutateAsync(values)}
        onSuccess={() => onMoved(form.getValues('parent_id') ?? null)}
        actions={
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        }
      >
        <SelectField
          name="parent_id"
          label={t('deviceGroups.newParent')}
          description={t('deviceGroups.parentHint')}
          placeholder={t('deviceGroups.root')}
          clearable
          data={data}
        />
      </Form>
    </Modal>
  );
}
