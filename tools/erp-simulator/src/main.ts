import { startSimulator } from './index.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

const sim = await startSimulator({
  port: Number(arg('port') ?? process.env.ERP_SIMULATOR_PORT ?? 8443),
  host: arg('host') ?? '127.0.0.1',
  scale: Number(arg('scale') ?? 1),
});

console.log(`ERP simulator (Business Central API v2.0 subset) at ${sim.url}
Point the portal at it:
  ERP_URL=${sim.url}
  ERP_COMPANY_ID=${sim.companyId}
  ERP_CA_FILE=${sim.caFile}
  ERP_AUTH=oauth ERP_TOKEN_URL=${sim.credentials.tokenUrl} ERP_CLIENT_ID=${sim.credentials.clientId} ERP_CLIENT_SECRET=${sim.credentials.clientSecret}
  (or ERP_AUTH=basic ERP_USERNAME=${sim.credentials.username} ERP_PASSWORD=${sim.credentials.password})
  ERP_SERVICE_ORDERS_API=${sim.serviceOrdersApi}
Faults: POST ${sim.url}/admin/faults with [{"kind":"429","path":"items","retryAfter":2}] (kinds: latency, 429, 500, drop, malformed, lost-response); DELETE to clear.`);

process.on('SIGINT', () => void sim.close().then(() => process.exit(0)));
process.on('SIGTERM', () => void sim.close().then(() => process.exit(0)));
