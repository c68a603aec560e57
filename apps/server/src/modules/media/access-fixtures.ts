import { FILE_TYPE_KEYS } from '@portal/contracts';
import {
  type AccessDeclarations,
  type AccessWorld,
  OWN_COMPANY_WRITE,
  STAFF_WIDE,
} from '../../../test/support/access.ts';
import { storeFile } from '../../core/files/files.ts';
import { SYSTEM_ACTOR } from '../../core/http/context.ts';
import { pdf } from './test-fixtures.ts';

/** A private file of company B, stored as its own upload would be. */
const privateFileOfB = (w: AccessWorld) =>
  w.once('media:private-file-of-b', async () => {
    const row = await storeFile(w.t.deps, {
      source: pdf(),
      originalName: 'faktura-b.pdf',
      area: 'private',
      dir: `partners/${w.b.partnerId}/uploads/test`,
      accept: FILE_TYPE_KEYS,
      maxBytes: 1024 * 1024,
      partnerId: w.b.partnerId,
      actor: SYSTEM_ACTOR,
    });
    return row.path;
  });

/** Access declarations of the media area (see `test/support/access.ts`). */
export const access: AccessDeclarations = {
  'media.media.rename': STAFF_WIDE,
  'media.media.move': STAFF_WIDE,
  'media.media.destroy': STAFF_WIDE,
  'media.image.show': { unscoped: 'public area only, by a signed URL' },
  'media.file.show': { unscoped: 'public area only, by a signed URL' },
  'partner-zone.media.uploads.store': OWN_COMPANY_WRITE,
  'partner-zone.media.private-media.show': {
    foreign: async (w) => {
      const probe = { query: { privateMedia: await privateFileOfB(w) } };
      return { probe, own: probe };
    },
  },
};
