/**
 * The files `scripts/new-area.mjs` writes for a new area, as text built from its names
 * (`namesFor`): contracts, table, routes, module, access declarations, test and web pages.
 */

function contractsFile(n) {
  return `import { z } from 'zod';
import { listQuery } from './list.ts';
import { required } from './rules.ts';

/** ${n.plural} (${n.key}): a name-only dictionary, its record and form. */

export const ${n.upper}_NAME_MAX = 255;

export const ${n.oneCamel}RecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ${n.one}Record = z.infer<typeof ${n.oneCamel}RecordSchema>;

export const ${n.oneCamel}FormSchema = z.object({ name: required(${n.upper}_NAME_MAX) });
export type ${n.one}Form = z.input<typeof ${n.oneCamel}FormSchema>;

export const ${n.upper}_SORTS = ['created_at', 'name'] as const;
export const ${n.oneCamel}ListQuery = listQuery({ sort: ${n.upper}_SORTS });
`;
}

function apiContractFile(n) {
  return `import { ${n.oneCamel}FormSchema, ${n.oneCamel}ListQuery, ${n.oneCamel}RecordSchema } from '../${n.folder}.ts';
import { crud } from './define.ts';

/** The routes of ${n.key}: what each takes and answers. */
export const ${n.tableConst}Api = {
  ...crud('${n.key}', { query: ${n.oneCamel}ListQuery, form: ${n.oneCamel}FormSchema, record: ${n.oneCamel}RecordSchema }),
};
`;
}

function tablesFile(n) {
  return `import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';

/** ${n.plural} (${n.key}): a name-only dictionary. */
export const ${n.tableConst} = pgTable(
  '${n.table}',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('${n.table}_name_unique').on(sql\`lower(\${t.name})\`),
    index('${n.table}_created_idx').on(t.created_at),
  ],
);
`;
}

function routesFile(n) {
  return `import type { ${n.one}Record } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { crudRoutes } from '../../core/http/crud.ts';
import { isoTime } from '../../core/iso-time.ts';
import { ${n.tableConst} } from './tables.ts';

type ${n.one}Row = typeof ${n.tableConst}.$inferSelect;

const toRecord = (r: ${n.one}Row): ${n.one}Record => ({
  id: r.id,
  name: r.name,
  created_at: isoTime(r.created_at),
  updated_at: isoTime(r.updated_at),
});

/** ${n.plural} (${n.key}). A taken name is refused by the unique index, answered on the \`name\` field. */
export const ${n.oneCamel}Routes = crudRoutes({
  name: '${n.key}',
  table: ${n.tableConst},
  recordType: '${n.recordType}',
  list: {
    fields: {
      id: ${n.tableConst}.id,
      name: ${n.tableConst}.name,
      created_at: ${n.tableConst}.created_at,
      updated_at: ${n.tableConst}.updated_at,
    },
    sort: { created_at: ${n.tableConst}.created_at, name: ${n.tableConst}.name },
    search: sql\`\${${n.tableConst}.name}\`,
  },
  present: (_db, rows: ${n.one}Row[]) => rows.map(toRecord),
  inUse: () => null,
});
`;
}

const moduleFile = (n) => `import type { Module } from '../module.ts';
import { ${n.oneCamel}Routes } from './routes.ts';

export const ${n.tableConst}Module: Module = { name: '${n.folder}', routes: ${n.oneCamel}Routes };
`;

const accessFile = (
  n,
) => `import { type AccessDeclarations, STAFF_WIDE } from '../../../test/support/access.ts';

/** Access declarations of ${n.key} (see \`test/support/access.ts\`). */
export const access: AccessDeclarations = {
  '${n.key}.show': STAFF_WIDE,
  '${n.key}.update': STAFF_WIDE,
  '${n.key}.destroy': STAFF_WIDE,
};
`;

function serverTestFile(n) {
  return `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let token: string;
const tag = \`${n.one} \${process.pid.toString(36)}\${Math.random().toString(36).slice(2, 6)}\`;

beforeAll(async () => {
  t = await createTestApp();
  token = (await createUser(t, { role: 'admin' })).token;
});
afterAll(() => t.close());

describe('${n.key}', () => {
  it('stores, lists, renames and deletes a record, refusing a duplicate name', async () => {
    const stored = await t.call('${n.key}.store', { token, body: { name: tag } });
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    const id = stored.body.model.id;

    const list = await t.call('${n.key}.index', { token, query: { search: tag } });
    expect(list.body.results.map((r: { id: number }) => r.id)).toEqual([id]);

    const duplicate = await t.call('${n.key}.store', { token, body: { name: tag.toUpperCase() } });
    expect(duplicate.status).toBe(422);
    expect(Object.keys(duplicate.body.errors)).toEqual(['name']);

    const renamed = await t.call('${n.key}.update', { token, params: { id }, body: { name: \`\${tag} 2\` } });
    expect(renamed.body).toMatchObject({ model: { id, name: \`\${tag} 2\` } });

    expect((await t.call('${n.key}.destroy', { token, params: { id } })).status).toBe(200);
    expect((await t.call('${n.key}.show', { token, params: { id } })).status).toBe(404);
  });
});
`;
}

function listPageFile(n) {
  return `import { ${n.upper}_SORTS, type ${n.one}Record } from '@portal/contracts/${n.folder}';
import { DictionaryList } from '../../components/dictionary/DictionaryList.tsx';
import { formatDate } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** ${n.plural} (${n.key}). */
export default function ${n.plural}ListPage() {
  const { t } = useTranslation();
  return (
    <DictionaryList<${n.one}Record>
      resource="${n.key}"
      title={t('${n.i18n}.title')}
      description={t('${n.i18n}.description')}
      createLabel={t('${n.i18n}.create')}
      sorts={${n.upper}_SORTS}
      recordName={(r) => r.name}
      columns={[
        { accessor: 'name', title: t('fields.name'), sortable: true },
        {
          accessor: 'created_at',
          title: t('fields.createdAt'),
          sortable: true,
          visibleMediaQuery: (theme) => \`(min-width: \${theme.breakpoints.md})\`,
          render: (r) => formatDate(r.created_at),
        },
      ]}
    />
  );
}
`;
}

function editPageFile(n) {
  return `import { type ${n.one}Form, type ${n.one}Record, ${n.oneCamel}FormSchema } from '@portal/contracts/${n.folder}';
import { TextField } from '../../components/form/fields.tsx';
import { RecordEditPage } from '../../components/records/RecordEditPage.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export default function ${n.one}EditPage() {
  const { t } = useTranslation();
  return (
    <RecordEditPage<${n.one}Record, ${n.one}Form>
      resource="${n.key}"
      schema={${n.oneCamel}FormSchema}
      values={(r) => ({ name: r?.name ?? '' })}
      title={(r) => r?.name ?? t('${n.i18n}.create')}
    >
      {() => <TextField name="name" label={t('fields.name')} required />}
    </RecordEditPage>
  );
}
`;
}

function webRoutesFile(n) {
  return `import { IconList } from '@tabler/icons-react';
import { recordLeaves, routeLeaves } from '../../lib/routing.ts';

export const routes = routeLeaves(
  'cms',
  recordLeaves('${n.key}', {
    titles: '${n.i18n}',
    nav: { label: 'nav.${n.i18n}', icon: IconList, order: 90 },
    list: () => import('./${n.plural}ListPage.tsx'),
    edit: () => import('./${n.one}EditPage.tsx'),
  }),
);
`;
}

/** Every file of a new area, keyed by its path relative to the repository root. */
export function areaFiles(n) {
  return {
    [`packages/contracts/src/${n.folder}.ts`]: contractsFile(n),
    [`packages/contracts/src/api/${n.folder}.ts`]: apiContractFile(n),
    [`apps/server/src/modules/${n.folder}/tables.ts`]: tablesFile(n),
    [`apps/server/src/modules/${n.folder}/routes.ts`]: routesFile(n),
    [`apps/server/src/modules/${n.folder}/module.ts`]: moduleFile(n),
    [`apps/server/src/modules/${n.folder}/access-fixtures.ts`]: accessFile(n),
    [`apps/server/src/modules/${n.folder}/${n.folder}.test.ts`]: serverTestFile(n),
    [`apps/web/src/features/${n.folder}/${n.plural}ListPage.tsx`]: listPageFile(n),
    [`apps/web/src/features/${n.folder}/${n.one}EditPage.tsx`]: editPageFile(n),
    [`apps/web/src/features/${n.folder}/routes.ts`]: webRoutesFile(n),
  };
}
