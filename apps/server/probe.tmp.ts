import { z } from 'zod';
import { allModules } from './src/modules/index.ts';
const routes = allModules.flatMap((m) => m.routes);
const counts: Record<string, number> = {};
const where: Record<string, Set<string>> = {};
function walk(s: any, name: string, seen = new Set()) {
  if (!s || seen.has(s)) return; seen.add(s);
  const def = s._zod.def; const t = def.type;
  counts[t] = (counts[t] ?? 0) + 1; (where[t] ??= new Set()).add(name);
  if (t === 'object') { for (const v of Object.values(def.shape)) walk(v, name, seen); if (def.catchall) walk(def.catchall, name, seen); }
  else if (t === 'array') walk(def.element, name, seen);
  else if (t === 'optional' || t === 'nullable' || t === 'default' || t === 'readonly' || t === 'catch' || t === 'prefault' || t === 'nonoptional') walk(def.innerType, name, seen);
  else if (t === 'union') def.options.forEach((o: any) => walk(o, name, seen));
  else if (t === 'intersection') { walk(def.left, name, seen); walk(def.right, name, seen); }
  else if (t === 'record') { walk(def.keyType, name, seen); walk(def.valueType, name, seen); }
  else if (t === 'pipe') { walk(def.in, name, seen); walk(def.out, name, seen); }
  else if (t === 'lazy') walk(def.getter(), name, seen);
  else if (t === 'tuple') def.items.forEach((o: any) => walk(o, name, seen));
}
let n = 0;
for (const r of routes) { if (!r.response) continue; n++; walk(r.response, r.name);
  try { z.toJSONSchema(r.response, { io: 'output' }); } catch (e) { console.log('NOJSON', r.name, String(e).slice(0, 100)); } }
console.log(n, 'routes with response');
for (const [t, c] of Object.entries(counts)) console.log(t, c, ['pipe','transform','default','catch','date','lazy','intersection','union','record','custom','any','unknown','tuple','literal','enum','prefault'].includes(t) ? [...where[t]].slice(0, 8).join(' ') : '');
const strict = new Set<string>(); const unions = new Map<string, string>();
function walk2(s: any, name: string, seen = new Set()) {
  if (!s || seen.has(s)) return; seen.add(s);
  const def = s._zod.def; const t = def.type;
  if (t === 'object' && def.catchall) strict.add(name + ':' + def.catchall._zod.def.type);
  if (t === 'union') unions.set(name, JSON.stringify(z.toJSONSchema(s, {io:'output'})).slice(0, 200));
  if (t === 'object') { for (const v of Object.values(def.shape)) walk2(v, name, seen); }
  else if (t === 'array') walk2(def.element, name, seen);
  else if (['optional','nullable','default','readonly'].includes(t)) walk2(def.innerType, name, seen);
  else if (t === 'union') def.options.forEach((o: any) => walk2(o, name, seen));
  else if (t === 'record') walk2(def.valueType, name, seen);
  else if (t === 'lazy') walk2(def.getter(), name, seen);
}
for (const r of routes) if (r.response) walk2(r.response, r.name);
console.log([...strict]); console.log(unions);
