/**
 * The sync call of a device's documents: what the ticks add to and take from the documents
 * linked when the page opened. Unchanged ticks send nothing, so two people working on one
 * device only touch the documents each of them changed.
 */
export function syncChanges(linked: ReadonlySet<number>, ticked: ReadonlySet<number>) {
  return {
    attach: [...ticked].filter((id) => !linked.has(id)).sort((a, b) => a - b),
    detach: [...linked].filter((id) => !ticked.has(id)).sort((a, b) => a - b),
  };
}

/** The ticks after one checkbox changed. */
export function toggled(ticked: ReadonlySet<number>, id: number, on: boolean): Set<number> {
  const next = new Set(ticked);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}
