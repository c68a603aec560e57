/**
 * zod's configuration for the browser, set before any schema is built (zod decides on its
 * compiled fast path when a schema is created): catalogue keys as issue messages (the contracts'
 * zod-messages) and no compiled fast path. The build resolves every `import … from 'zod'` to
 * this module (vite.config.ts), so whichever chunk first builds a schema has configured zod
 * first, and the entry, which builds none, does not carry zod; the unit tests import it in their
 * setup.
 */
import { z } from 'zod/v4';
import '@portal/contracts/zod-messages';

// zod probes `new Function` for its fast path, which the CSP (no 'unsafe-eval') reports as a
// violation; the interpreted path is the same validation.
z.config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
