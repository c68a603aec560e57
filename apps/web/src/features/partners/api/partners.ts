import { useMutation } from '@tanstack/react-query';
import { apiDownload, type Query, saveBlob } from '../../../lib/api.ts';

export function useExportPartners() {
  return useMutation({
    mutationFn: (query: Query) =>
      apiDownload('partner.partners.export', { query }).then(({ blob, filename }) =>
        saveBlob(blob, filename),
      ),
    meta: { showMessage: false },
  });
}
