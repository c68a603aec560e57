import { join } from 'node:path';
import { erpServiceOrderInputSchema } from '@portal/contracts/erp';
import { loadConfig } from '../../../config.ts';
import { seedFilesFor } from '../../../core/seed/runner.ts';
import { openPglite, wrapPglite } from '../../../db/client.ts';
import { prepareDatabase } from '../../../prepare.ts';
import { allModules } from '../../index.ts';
import { erpOutbox } from '../tables.ts';

/**
 * Prepares a DATA_DIR for the browser test of the synchronizations screen
 * (e2e/tests/synchronizations.test.ts): migrated and seeded as the server would do it, plus one
 * service order on the outbox whose sends all failed. Usage: `<data dir> <our order number>`.
 */
const [dataDir, ourNumber] = process.argv.slice(2);
if (!dataDir || !ourNumber) throw new Error('usage: failed-outbox-data-dir.ts <data dir> <order number>');
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { dataDir });
const database = wrapPglite(await openPglite(join(dataDir, 'db')));
await prepareDatabase(database, allModules, { files: seedFilesFor(config) });
await database.db.insert(erpOutbox).values({
  document_type: 'service-order',
  our_number: ourNumber,
  payload: erpServiceOrderInputSchema.parse({
    externalDocumentNumber: ourNumber,
    orderType: 'warranty',
    orderDate: '2026-02-01',
    customerNumber: 'K10001',
    description: 'Pompa ciepła nie uruchamia się, błąd E05',
    contactName: 'Jan Kowalski',
    contactPhone: '+48 600 100 200',
    serviceAddressLine1: 'ul. Słoneczna 5',
    serviceCity: 'Łódź',
    servicePostCode: '90-001',
  }),
  status: 'failed',
  attempts: 5,
  last_error: 'System ERP odrzucił żądanie (kod odpowiedzi 503)',
});
await database.close();
