import Fastify from 'fastify';
const variant = process.argv[2];
const app = Fastify({ logger: variant.includes('log') ? { level: 'warn' } : false });
if (variant.includes('hooks')) {
  app.addHook('onRequest', (req, reply, done) => { const t = setTimeout(() => {}, 30000); t.unref(); reply.raw.once('close', () => clearTimeout(t)); done(); });
  app.addHook('onSend', (req, reply, payload, done) => { for (const h of ['content-security-policy','strict-transport-security','x-content-type-options','referrer-policy','x-frame-options','cross-origin-opener-policy','cache-control']) reply.header(h, 'x'.repeat(40)); done(null, payload); });
}
const body = { model: { id: 1, name: 'Firma Instalacyjna Kowalski', city: 'Kraków', created_at: '2026-01-01T00:00:00.000Z', nested: { a: 1, b: 'two' } } };
app.get('/x/:id', async () => body);
let n = 0; app.addHook('onResponse', (req, reply, done) => { n++; done(); });
await app.listen({ port: 3999, host: '127.0.0.1' });
const c0 = process.cpuUsage();
process.on('SIGTERM', () => { const c = process.cpuUsage(c0); console.log(variant, n, 'req', ((c.user + c.system) / n).toFixed(1), 'µs CPU/req'); process.exit(0); });
