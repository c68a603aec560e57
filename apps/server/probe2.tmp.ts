import { compileFailure, compiledSerializer } from './src/core/http/serialize.ts';
import { allModules } from './src/modules/index.ts';
const routes = allModules.flatMap((m) => m.routes);
let t0 = performance.now(); let n = 0;
for (const r of routes) { if (!r.response) continue; const f = compileFailure(r.response); if (f) console.log('FALLBACK', r.name, f); else { compiledSerializer(r.response); n++; } }
console.log(n, 'compiled in', performance.now() - t0, 'ms');
