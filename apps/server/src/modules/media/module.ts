import { PURGE_QUEUE, purgeStaleUploads, schedulePurge } from '../../core/files/files.ts';
import { SYSTEM_ACTOR } from '../../core/http/context.ts';
import type { Module } from '../module.ts';
import { managerRoutes } from './manager.ts';
import { privateRoutes } from './private.ts';
import { publicRoutes } from './public.ts';
import { uploadRoutes } from './uploads.ts';

/**
 * Media (DESIGN §4 "Files"): uploads, the media manager's library, signed public image and
 * file URLs, private downloads, and the hourly purge of uploads no record took.
 */
export const mediaModule: Module = {
  name: 'media',
  routes: [...uploadRoutes, ...managerRoutes, ...publicRoutes, ...privateRoutes],
  jobs: {
    [PURGE_QUEUE]: async (_payload, _job, deps) => {
      // The next run is booked first, so a failing purge never ends the hourly chain.
      await schedulePurge(deps.jobs, deps.db, deps.clock.now());
      await purgeStaleUploads(deps, SYSTEM_ACTOR);
    },
  },
};
