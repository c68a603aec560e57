import '@mantine/core/styles/Pagination.css';
import {
  Alert,
  Breadcrumbs,
  Button,
  Card,
  Grid,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { MEDIA_ROOT } from '@portal/contracts/files';
import { IconFolderPlus, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DirectoryTree } from '../../components/media/DirectoryTree.tsx';
import { FileGrid } from '../../components/media/FileGrid.tsx';
import {
  findNode,
  useCreateDirectory,
  useDestroyDirectory,
  useMediaFiles,
  useMediaTree,
  useRefreshMedia,
  useRenameDirectory,
} from '../../components/media/media-api.ts';
import { PageHeader } from '../../components/page/PageHeader.tsx';
import { confirmAction } from '../../lib/confirm.ts';
import { useMessage, useTranslation } from '../../lib/i18n.ts';
import { notifyText } from '../../lib/notifications.ts';
import { useCan } from '../../lib/viewer.ts';
import { FileActions } from './FileActions.tsx';
import { NameModal } from './NameModal.tsx';
import { UploadZone } from './UploadZone.tsx';

const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/')) || MEDIA_ROOT;

/** The media manager (spec §2, /cms/media): directories, files with thumbnails, uploads. */
export default function MediaManagerPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const can = useCan();
  const [dir, setDir] = useState(MEDIA_ROOT);
  const [page, setPage] = useState(1);
  const [naming, setNaming] = useState<'create' | 'rename' | null>(null);
  const tree = useMediaTree();
  const listing = useMediaFiles(dir, page);
  const create = useCreateDirectory();
  const rename = useRenameDirectory();
  const destroy = useDestroyDirectory();
  const refresh = useRefreshMedia();
  const isRoot = dir === MEDIA_ROOT;
  const basename = listing.data?.directory.basename ?? dir.slice(dir.lastIndexOf('/') + 1);
  const open = (path: string) => {
    setDir(path);
    setPage(1);
  };

  async function removeDirectory() {
    if (isRoot) {
      notifyText(message('errors.media_root') ?? '', 'red');
      return;
    }
    const node = tree.data ? findNode(tree.data, dir) : null;
    const empty = (node?.children.length ?? 0) === 0 && (listing.data?.pagination.total ?? 0) === 0;
    const ok = await confirmAction({
      title: t('media.deleteDirectoryTitle'),
      message: empty
        ? t('media.deleteDirectoryMessage', { name: basename })
        : t('media.deleteNonEmptyMessage', { name: basename }),
      confirmLabel: t('common.delete'),
      cancelLabel: t('common.cancel'),
      danger: true,
    });
    if (!ok) return;
    destroy.mutate(dir, {
      onSuccess: () => {
        open(parentOf(dir));
        void refresh(dir);
      },
    });
  }

  const crumbs = dir.split('/').map((part, i, all) => ({
    path: all.slice(0, i + 1).join('/'),
    label: i === 0 ? t('media.root') : part,
  }));

  return (
    <Stack gap="md">
      <PageHeader title={t('media.title')} description={t('media.description')} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <Card withBorder radius="md" padding="sm">
            <Title order={2} size="h5" mb="xs">
              {t('media.directories')}
            </Title>
            <nav aria-label={t('media.directories')}>
              {tree.data ? (
                <DirectoryTree node={tree.data} current={dir} onSelect={open} rootLabel={t('media.root')} />
              ) : (
                <Skeleton h={120} />
              )}
            </nav>
            <Group gap="xs" mt="sm">
              {can('media.media.directories') && (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconFolderPlus size={14} />}
                  onClick={() => setNaming('create')}
                >
                  {t('media.newDirectory')}
                </Button>
              )}
              {can('media.media.rename-directory') && (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconPencil size={14} />}
                  disabled={isRoot}
                  onClick={() => setNaming('rename')}
                >
                  {t('media.rename')}
                </Button>
              )}
              {can('media.media.destroy-directory') && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  loading={destroy.isPending}
                  onClick={() => void removeDirectory()}
                >
                  {t('media.deleteDirectory')}
                </Button>
              )}
            </Group>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Stack gap="sm">
            <Breadcrumbs separator="/" aria-label={t('media.currentDirectory')}>
              {crumbs.map((c) =>
                c.path === dir ? (
                  <Text key={c.path} size="sm" fw={600} aria-current="location">
                    {c.label}
                  </Text>
                ) : (
                  <Button key={c.path} variant="subtle" size="compact-sm" onClick={() => open(c.path)}>
                    {c.label}
                  </Button>
                ),
              )}
            </Breadcrumbs>
            {can('media.media.store') && <UploadZone dir={dir} />}
            {listing.isError && <Alert color="red">{t('media.loadFailed')}</Alert>}
            {listing.data ? (
              listing.data.results.length ? (
                <FileGrid
                  files={listing.data.results}
                  actions={(file) => <FileActions file={file} tree={tree.data} />}
                />
              ) : (
                <Text c="dimmed" ta="center" py="xl">
                  {t('media.emptyDirectory')}
                </Text>
              )
            ) : (
              !listing.isError && <Skeleton h={220} />
            )}
            {listing.data && listing.data.pagination.last_page > 1 && (
              <Group justify="center">
                <Pagination
                  total={listing.data.pagination.last_page}
                  value={listing.data.pagination.current}
                  onChange={setPage}
                  size="sm"
                />
              </Group>
            )}
            {listing.data && (
              <Text size="xs" c="dimmed" ta="right">
                {t('media.fileCount', { count: listing.data.pagination.total })}
              </Text>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {naming === 'create' && (
        <NameModal
          title={t('media.newDirectoryIn', {
            name: basename === MEDIA_ROOT && isRoot ? t('media.root') : basename,
          })}
          label={t('media.directoryName')}
          submitLabel={t('common.add')}
          onClose={() => setNaming(null)}
          onSubmit={(name) => create.mutateAsync({ parent: dir, name }).then((res) => open(res.model.path))}
        />
      )}
      {naming === 'rename' && (
        <NameModal
          title={t('media.renameDirectoryTitle')}
          label={t('media.directoryName')}
          initial={basename}
          submitLabel={t('common.save')}
          onClose={() => setNaming(null)}
          onSubmit={(name) =>
            rename.mutateAsync({ path: dir, name }).then((res) => {
              open(res.model.path);
              void refresh(dir);
            })
          }
        />
      )}
    </Stack>
  );
}
