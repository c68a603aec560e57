import type { AnyRoute } from '../core/http/routes.ts';
import type { JobHandler } from '../core/jobs/queue.ts';
import type { SeedStep } from '../db/seed/runner.ts';

/** A domain area as the app sees it: its routes, its seed steps and its job handlers. */
export type Module = {
  name: string;
  routes: AnyRoute[];
  seeds?: SeedStep[];
  jobs?: Record<string, JobHandler>;
};
