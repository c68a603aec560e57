import type { FileRecord, UploadPurpose } from '@portal/contracts/files';
import { apiCall } from '../../lib/api.ts';
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
): Promise<FileRecord> {
  const body = new FormData();
  body.append('file', file, file.name);
  const res = await apiCall<{ model: FileRecord; message: string; status: string }>(route, {
    query: { purpose },
    body,
  });
  notifySuccess(res);
  return res.model;
}
