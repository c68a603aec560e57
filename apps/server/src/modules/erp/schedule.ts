import { ERP_PULL_KINDS, type ErpPullKind } from '@portal/contracts';
import type { AppDeps } from '../../core/deps.ts';
import type { ModuleJobHandler } from '../module.ts';
import { OUTBOX_QUEUE, pushOutbox } from './outbox.ts';
import { runPull } from './pull.ts';

export const PULL_QUEUE = 'erp.pull';
const SCHEDULE_QUEUE = 'erp.schedule';

type PullPayload = { kind: ErpPullKind; trigger: 'schedule' | 'manual'; requestedBy?: number | null };

/** Queues a pull of `kind` unless one is already waiting or running; null when it was. */
export function enqueuePull(
  deps: AppDeps,
  kind: ErpPullKind,
  trigger: PullPayload['trigger'],
  requestedBy?: number,
) {
  const payload: PullPayload = { kind, trigger, requestedBy: requestedBy ?? null };
  return deps.jobs.enqueue(deps.db, PULL_QUEUE, payload, {
    singletonKey: `erp-pull:${kind}`,
    maxAttempts: 1,
  });
}

/**
 * Queues the next schedule tick at the next interval boundary. Boundaries are aligned to the
 * epoch, so every instance computes the same slot and the singleton key keeps one tick per slot.
 */
export async function scheduleNextTick(deps: AppDeps): Promise<void> {
  const erp = deps.config.erp;
  if (!erp) return;
  const interval = erp.pullIntervalMinutes * 60_000;
  const slot = new Date((Math.floor(deps.clock.now().getTime() / interval) + 1) * interval);
  await deps.jobs.enqueue(
    deps.db,
    SCHEDULE_QUEUE,
    {},
    { runAt: slot, singletonKey: `erp-schedule:${slot.toISOString()}` },
  );
}

/** A schedule tick: one pull of each kind (skipped while one waits or runs), then the next tick. */
export async function scheduleTick(deps: AppDeps): Promise<void> {
  if (!deps.config.erp) return;
  for (const kind of ERP_PULL_KINDS) await enqueuePull(deps, kind, 'schedule');
  await scheduleNextTick(deps);
}

export const erpJobs: Record<string, ModuleJobHandler> = {
  [PULL_QUEUE]: async (payload: PullPayload, _job, deps) => {
    await runPull(deps, payload.kind, { trigger: payload.trigger, requestedBy: payload.requestedBy ?? null });
  },
  [SCHEDULE_QUEUE]: async (_payload, _job, deps) => scheduleTick(deps),
  [OUTBOX_QUEUE]: async (payload: { id: number }, _job, deps) => pushOutbox(deps, payload.id),
};
