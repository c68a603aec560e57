import { z } from 'zod';
import {
  createDirectoryBody,
  directoryNodeSchema,
  directorySchema,
  fileAreaSchema,
  fileSchema,
  IMAGE_TYPES,
  listQuery,
  listResponse,
  MEDIA_ROOT,
  mediaDirPath,
  messageResponse,
  moveFileBody,
  renameDirectoryBody,
  renameFileBody,
  UPLOAD_PURPOSE_NAMES,
  writeResponse,
} from '../index.ts';
import { byId, route } from './define.ts';

/** A private file by its storage path. */
const privateFileQuery = z.strictObject({ privateMedia: z.string().min(1).max(1000) });
/** The signature of a public file's URL. */
const signatureQuery = z.strictObject({ signature: z.string().max(200).optional() });
const purposeParam = z.enum(UPLOAD_PURPOSE_NAMES).default('document');
const filesQuery = listQuery({
  sort: ['created_at', 'uploaded_at', 'filename', 'size'],
  filters: { dir: mediaDirPath().default(MEDIA_ROOT) },
});

export const mediaApi = {
  'media.private-media.show': route({ uri: '/api/media/private-media', query: privateFileQuery }),
  'partner-zone.media.private-media.show': route({
    uri: '/api/partner-zone/media/private-media',
    query: privateFileQuery,
  }),
  'media.image.show': route({
    method: 'GET',
    uri: '/api/media/image/{width}/{height}/{type}/{path}',
    params: z.strictObject({
      width: z.coerce.number().int().min(1).max(10_000),
      height: z.coerce.number().int().min(1).max(10_000),
      type: z.enum(IMAGE_TYPES),
      path: z.string(),
    }),
    query: signatureQuery,
  }),
  'media.file.show': route({
    method: 'GET',
    uri: '/api/media/file/{path}',
    params: z.strictObject({ path: z.string() }),
    query: signatureQuery,
  }),
  'media.uploads.store': route({
    query: z.strictObject({ purpose: purposeParam, area: fileAreaSchema.default('public') }),
    response: writeResponse(fileSchema),
  }),
  'partner-zone.media.uploads.store': route({
    query: z.strictObject({ purpose: purposeParam }),
    response: writeResponse(fileSchema),
  }),
  'media.media.tree': route({ method: 'GET', response: z.object({ model: directoryNodeSchema }) }),
  'media.media.files': route({
    method: 'GET',
    query: filesQuery,
    response: listResponse(fileSchema).extend({ directory: directorySchema }),
  }),
  'media.media.store': route({
    query: z.strictObject({ dir: mediaDirPath().default(MEDIA_ROOT) }),
    response: z.object({ results: z.array(fileSchema), message: z.string(), status: z.literal('success') }),
  }),
  'media.media.rename': route({
    record: true,
    params: byId,
    body: renameFileBody,
    response: writeResponse(fileSchema),
  }),
  'media.media.move': route({
    record: true,
    params: byId,
    body: moveFileBody,
    response: writeResponse(fileSchema),
  }),
  'media.media.destroy': route({ params: byId, response: messageResponse }),
  'media.media.directories': route({
    uri: '/api/media/media/directories',
    body: createDirectoryBody,
    response: writeResponse(directorySchema),
  }),
  'media.media.rename-directory': route({
    body: renameDirectoryBody,
    response: writeResponse(directorySchema),
  }),
  'media.media.destroy-directory': route({
    method: 'DELETE',
    uri: '/api/media/media/directories',
    query: z.strictObject({ path: mediaDirPath() }),
    response: messageResponse,
  }),
};
