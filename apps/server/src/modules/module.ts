import type { AppDeps } from '../core/deps.ts';
import type { AnyRoute } from '../core/http/routes.ts';
import type { SeedStep } from '../core/seed/runner.ts';

export type ModuleJobHandler = (
  // biome-ignore lint/suspicious/noExplicitAny: each queue defines its own payload
  payload: any,
  job: { id: number; attempt: number },
  deps: AppDeps,
) => Promise<void>;

/** A domain area as the app sees it: its routes, its seed steps and its job handlers. */
export type Module = {
  name: string;
  routes: AnyRoute[];
  seeds?: SeedStep[];
  /** Handlers by queue name; they receive the app's deps (database, storage, clock …). */
  jobs?: Record<string, ModuleJobHandler>;
  /** Runs once the server listens and its job queue runs (e.g. to queue a recurring job's first tick). */
  onStart?: (deps: AppDeps) => Promise<void>;
};
