import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Menu.css';
import { ActionIcon, Button, Group, Menu, Modal, Select } from '@mantine/core';
import type { DirectoryNode, FileRecord } from '@portal/contracts/files';
import { IconDots, IconFolderShare, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { flattenTree, useDestroyFile, useMoveFile, useRenameFile } from '../../components/media/media-api.ts';
import { confirmAction } from '../../lib/confirm.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useCan } from '../../lib/viewer.ts';
import { NameModal } from './NameModal.tsx';

/** Without its extension: a rename keeps the extension the file has. */
const stem = (name: string) => (name.lastIndexOf('.') > 0 ? name.slice(0, name.lastIndexOf('.')) : name);

/** Rename, move and delete of one library file, each behind its permission. */
export function FileActions({ file, tree }: { file: FileRecord; tree: DirectoryNode | undefined }) {
  const { t } = useTranslation();
  const can = useCan();
  const rename = useRenameFile();
  const move = useMoveFile();
  const destroy = useDestroyFile();
  const [open, setOpen] = useState<'rename' | 'move' | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const dir = file.path.slice(0, file.path.lastIndexOf('/'));

  async function remove() {
    const ok = await confirmAction({
      title: t('media.deleteFileTitle'),
      message: t('media.deleteFileMessage', { name: file.filename }),
      confirmLabel: t('common.delete'),
      cancelLabel: t('common.cancel'),
      danger: true,
    });
    if (ok) destroy.mutate(file.id);
  }

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="white" size="sm" aria-label={t('media.fileActions', { name: file.filename })}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {can('media.media.rename') && (
            <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => setOpen('rename')}>
              {t('media.rename')}
            </Menu.Item>
          )}
          {can('media.media.move') && (
            <Menu.Item leftSection={<IconFolderShare size={14} />} onClick={() => setOpen('move')}>
              {t('media.move')}
            </Menu.Item>
          )}
          {can('media.media.destroy') && (
            <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => void remove()}>
              {t('common.delete')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {open === 'rename' && (
        <NameModal
          title={t('media.renameFileTitle')}
          label={t('media.fileName')}
          initial={stem(file.filename)}
          submitLabel={t('common.save')}
          onClose={() => setOpen(null)}
          onSubmit={(name) => rename.mutateAsync({ id: file.id, name })}
        />
      )}
      {open === 'move' && tree && (
        <Modal
          opened
          onClose={() => setOpen(null)}
          title={t('media.moveTitle', { name: file.filename })}
          centered
        >
          <Select
            label={t('media.targetDirectory')}
            data={flattenTree(tree)
              .filter((d) => d.path !== dir)
              .map((d) => ({ value: d.path, label: d.path === tree.path ? t('media.root') : d.label }))}
            value={target}
            onChange={setTarget}
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={() => setOpen(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              disabled={!target}
              loading={move.isPending}
              onClick={() =>
                target && move.mutate({ id: file.id, dir: target }, { onSuccess: () => setOpen(null) })
              }
            >
              {t('media.move')}
            </Button>
          </Group>
        </Modal>
      )}
    </>
  );
}
