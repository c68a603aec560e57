import { formatFileSize, MEDIA_FILE_TYPES, msg, t } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { listRecords, scopeOf } from '../../core/data/reads.ts';
import { serviceContext } from '../../core/data/records.ts';
import { claimedExtension } from '../../core/files/detect.ts';
import { destroyFile, type FileRow, storeFile, toFileModel } from '../../core/files/files.ts';
import { safeName } from '../../core/files/paths.ts';
import { files } from '../../core/files/tables.ts';
import { validationError } from '../../core/http/errors.ts';
import { deleted, saved } from '../../core/http/replies.ts';
import { defineRoute } from '../../core/http/routes.ts';
import {
  baseOf,
  createDirectory,
  destroyDirectory,
  directoryOf,
  directoryTree,
  libraryFile,
  moveFile,
  renameDirectory,
  renameFile,
  requireDirectory,
} from './library.ts';
import { uploadAllowance } from './upload-limits.ts';
import { fileParts } from './uploads.ts';

const filesSpec = {
  table: files,
  sort: {
    created_at: files.uploaded_at,
    uploaded_at: files.uploaded_at,
    filename: files.path,
    size: files.size,
  },
  search: files.search_text,
};

/**
 * Files directly in `dir`, not in its subdirectories: those whose stored folder is `dir`. An
 * equality PostgreSQL keeps statistics for, read from the folder's indexes, so a folder costs its
 * own files, not the library's, and a search in it is planned alike for every folder.
 */
export const inDirectory = scopeOf(
  (dir: string) => sql`(${files.area} = 'public' and ${files.folder} = ${dir})`,
);

export const managerRoutes = [
  defineRoute('media.media.tree', {
    summary: 'The directory tree of the media library, from its main folder',
    handler: async ({ deps }) => ({ model: await directoryTree(deps) }),
  }),
  defineRoute('media.media.files', {
    summary: 'Files of one directory (`dir`, default the main folder), paginated',
    handler: async ({ deps, query }) => {
      const { dir, ...list } = query;
      const page = await listRecords<FileRow>(deps.db, filesSpec, list, inDirectory(dir));
      // Files listed in a directory are stored in it, so it exists; only an empty answer needs
      // the disk's word (a missing directory is a 404, not an empty list).
      if (page.pagination.total === 0) await requireDirectory(deps, dir);
      return {
        results: page.results.map(toFileModel),
        pagination: page.pagination,
        directory: directoryOf(dir),
      };
    },
  }),
  defineRoute('media.media.store', {
    summary: 'Upload files (multipart, any field name) into directory `dir`; all or none are kept',
    raw: true,
    status: 201,
    handler: async (ctx) => {
      const { deps, query, actor, lang } = ctx;
      await uploadAllowance(deps, { userId: ctx.auth.id, partnerId: null });
      await requireDirectory(deps, query.dir);
      const { uploadMaxBytes, uploadTotalMaxBytes } = deps.config;
      const stored: FileRow[] = [];
      let total = 0;
      try {
        for await (const part of fileParts(ctx)) {
          const remaining = uploadTotalMaxBytes - total;
          const name = part.filename ?? '';
          const ext = claimedExtension(name);
          stored.push(
            await storeFile(deps, {
              source: part.file,
              originalName: name,
              area: 'public',
              dir: query.dir,
              baseName: safeName(ext ? baseOf(name, ext) : name),
              accept: MEDIA_FILE_TYPES,
              maxBytes: Math.min(uploadMaxBytes, remaining),
              tooLargeError:
                remaining < uploadMaxBytes
                  ? () =>
                      validationError({
                        file: [msg('errors.upload_total', { limit: formatFileSize(uploadTotalMaxBytes) })],
                      })
                  : undefined,
              partnerId: null,
              actor,
            }),
          );
          total += stored[stored.length - 1].size;
        }
        if (!stored.length) throw validationError({ file: [msg('errors.file_required')] });
      } catch (err) {
        for (const row of stored) await destroyFile(deps, actor, row.id).catch(() => undefined);
        throw err;
      }
      return {
        results: stored.map(toFileModel),
        message: t(lang, stored.length > 1 ? 'messages.files_added' : 'messages.file_added'),
        status: 'success' as const,
      };
    },
  }),
  defineRoute('media.media.rename', {
    summary: 'Rename a library file (its extension stays)',
    handler: async ({ deps, params, body, actor, lang }) =>
      saved(lang, toFileModel(await renameFile(serviceContext({ deps, actor }), params.id, body.name))),
  }),
  defineRoute('media.media.move', {
    summary: 'Move a library file to another directory',
    handler: async ({ deps, params, body, actor, lang }) =>
      saved(lang, toFileModel(await moveFile(serviceContext({ deps, actor }), params.id, body.dir))),
  }),
  defineRoute('media.media.destroy', {
    summary: 'Delete a library file; refused while a record uses it',
    handler: async ({ deps, params, actor, lang }) => {
      await libraryFile(deps, params.id);
      await destroyFile(deps, actor, params.id);
      return deleted(lang);
    },
  }),
  defineRoute('media.media.directories', {
    summary: 'Create a directory `name` in `parent`',
    status: 201,
    handler: async ({ deps, body, actor, lang }) =>
      saved(
        lang,
        await createDirectory(serviceContext({ deps, actor }), body.parent, body.name),
        'messages.directory_created',
      ),
  }),
  defineRoute('media.media.rename-directory', {
    summary: 'Rename a directory (not the main folder); its files move with it',
    handler: async ({ deps, body, actor, lang }) =>
      saved(lang, await renameDirectory(serviceContext({ deps, actor }), body.path, body.name)),
  }),
  defineRoute('media.media.destroy-directory', {
    summary: 'Delete a directory with its content (not the main folder; not while a file is in use)',
    handler: async ({ deps, query, actor, lang }) => {
      await destroyDirectory(serviceContext({ deps, actor }), query.path);
      return deleted(lang);
    },
  }),
];
