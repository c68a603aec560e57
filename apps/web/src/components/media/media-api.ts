import type { DirectoryNode, FileRecord } from '@portal/contracts/files';
import type { Pagination } from '@portal/contracts/list';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiUpload } from '../../lib/api.ts';
import { queryKeys } from '../../lib/keys.ts';
import { useCan } from '../../lib/viewer.ts';

type Directory = { path: string; basename: string };
export type MediaPage = { results: FileRecord[]; pagination: Pagination; directory: Directory };

/** Every media query starts with this key, so one invalidation refreshes tree and listings. */
const MEDIA = 'media.media';
const MEDIA_PER_PAGE = 24;

export function useMediaTree() {
  const can = useCan();
  return useQuery({
    queryKey: queryKeys(MEDIA).of('tree'),
    queryFn: ({ signal }) => apiCall('media.media.tree', { signal }).then((r) => r.model),
    enabled: can('media.media.tree'),
  });
}

export function useMediaFiles(dir: string, page: number) {
  const can = useCan();
  return useQuery({
    queryKey: queryKeys(MEDIA).of('files', dir, page),
    queryFn: ({ signal }) =>
      apiCall('media.media.files', {
        query: { dir, page, per_page: MEDIA_PER_PAGE, sort_by: 'uploaded_at', sort_direction: 'desc' },
        signal,
      }),
    enabled: can('media.media.files'),
    placeholderData: keepPreviousData,
  });
}

/** One file into a library directory; one request per file so each shows its own progress. */
export async function uploadToLibrary(
  file: File,
  dir: string,
  onProgress: (share: number) => void,
): Promise<{ results: FileRecord[]; message: string; status: string }> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiUpload('media.media.store', { query: { dir }, body, onProgress });
}

function useMediaMutation<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys(MEDIA).all }),
  });
}

/** Fetches tree and listings again; the listing of a directory that is `gone` is dropped, not refetched. */
export const useRefreshMedia = () => {
  const client = useQueryClient();
  return (gone?: string) => {
    if (gone) client.removeQueries({ queryKey: queryKeys(MEDIA).of('files', gone) });
    return client.invalidateQueries({ queryKey: queryKeys(MEDIA).all });
  };
};

export const useCreateDirectory = () =>
  useMediaMutation((body: { parent: string; name: string }) => apiCall('media.media.directories', { body }));

/**
 * Renaming or removing a directory takes away the path the screen shows: the caller moves to
 * the new path and refreshes without the old listing, which would be fetched again and fail.
 */
export const useRenameDirectory = () =>
  useMutation({
    mutationFn: (body: { path: string; name: string }) => apiCall('media.media.rename-directory', { body }),
  });

export const useDestroyDirectory = () =>
  useMutation({
    mutationFn: (path: string) => apiCall('media.media.destroy-directory', { query: { path } }),
  });

export const useRenameFile = () =>
  useMediaMutation(({ id, name }: { id: number; name: string }) =>
    apiCall('media.media.rename', { params: { id }, body: { name } }),
  );

export const useMoveFile = () =>
  useMediaMutation(({ id, dir }: { id: number; dir: string }) =>
    apiCall('media.media.move', { params: { id }, body: { dir } }),
  );

export const useDestroyFile = () =>
  useMediaMutation((id: number) => apiCall('media.media.destroy', { params: { id } }));

/** Every directory of the tree in order, for a "move to" list. */
export function flattenTree(node: DirectoryNode, depth = 0): { path: string; label: string }[] {
  return [
    { path: node.path, label: `${'— '.repeat(depth)}${node.basename}` },
    ...node.children.flatMap((c) => flattenTree(c, depth + 1)),
  ];
}

export function findNode(node: DirectoryNode, path: string): DirectoryNode | null {
  if (node.path === path) return node;
  for (const c of node.children) {
    const hit = findNode(c, path);
    if (hit) return hit;
  }
  return null;
}
