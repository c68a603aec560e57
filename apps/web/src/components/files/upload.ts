import type { FileRecord, UploadPurpose } from '@portal/contracts/files';
import { apiUpload } from '../../lib/api.ts';
import { notifySuccess } from '../../lib/notifications.ts';

export type UploadRoute = 'media.uploads.store' | 'partner-zone.media.uploads.store';

/**
 * Upload first (DESIGN §4 "Files"): the answer is the file record whose id a form then sends,
 * and its 'Plik dodany' message shows as a notice.
 */
export async function uploadFile(
  file: File,
  purpose: UploadPurpose,
  route: UploadRoute,
  onProgress?: (share: number) => void,
): Promise<FileRecord> {
  const body = new FormData();
  body.append('file', file, file.name);
  const res = await apiUpload<{ model: FileRecord; message: string; status: string }>(route, {
    query: { purpose },
    body,
    onProgress,
  });
  notifySuccess(res);
  return res.model;
}

/** The first message of a refused upload (the server names the rule that was broken). */
export function refusalOf(body: { message?: string; errors?: Record<string, string[]> }): string | undefined {
  return Object.values(body.errors ?? {})[0]?.[0] ?? body.message;
}
