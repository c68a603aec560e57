/**
 * zod's configuration for the browser, set before any schema is built (main.tsx imports this
 * first; zod decides on its compiled fast path when a schema is created): catalogue keys as
 * issue messages (the contracts' zod-messages) and no compiled fast path.
 */
import '@portal/contracts/zod-messages';
import { z } from 'zod';

// zod probes `new Function` for its fast path, which the CSP (no 'unsafe-eval') reports as a
// violation; the interpreted path is the same validation.
z.config({ jitless: true });
