import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness.ts';
import type { Database } from '../../db/client.ts';
import { constraintField } from './error-handler.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.exec(`
    CREATE TABLE warranty_reasons (id serial PRIMARY KEY, name text NOT NULL);
    CREATE UNIQUE INDEX warranty_reasons_name_unique ON warranty_reasons (lower(name));
    CREATE TABLE warranty_claim_line_kinds (id serial PRIMARY KEY, short_code text NOT NULL UNIQUE);
    CREATE TABLE warranty_models (
      id serial PRIMARY KEY,
      reason_id integer NOT NULL,
      name text NOT NULL,
      CONSTRAINT warranty_models_reason_id_warranty_reasons_id_fk FOREIGN KEY (reason_id) REFERENCES warranty_reasons (id),
      CONSTRAINT warranty_models_name_unique UNIQUE (reason_id, name)
    );
    INSERT INTO warranty_reasons (name) VALUES ('Wada fabryczna');
    INSERT INTO warranty_claim_line_kinds (short_code) VALUES ('WF');
    INSERT INTO warranty_models (reason_id, name) VALUES (1, 'A');
  `);
});
afterAll(() => database?.close());

/** The field the error handler reports for the constraint a statement violates. */
async function fieldOf(statement: string): Promise<string> {
  const error = await database.exec(statement).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, statement).not.toBeNull();
  return constraintField(error as { constraint?: string; table?: string });
}

describe('the field of a violated constraint', () => {
  it('is the column after the table name, whatever underscores the table name has', async () => {
    expect(await fieldOf(`INSERT INTO warranty_reasons (name) VALUES ('WADA FABRYCZNA')`)).toBe('name');
    expect(await fieldOf(`INSERT INTO warranty_claim_line_kinds (short_code) VALUES ('WF')`)).toBe(
      'short_code',
    );
  });

  it("is the field a unique over several columns is named after, and a foreign key's column", async () => {
    expect(await fieldOf(`INSERT INTO warranty_models (reason_id, name) VALUES (1, 'A')`)).toBe('name');
    expect(await fieldOf(`INSERT INTO warranty_models (reason_id, name) VALUES (99, 'B')`)).toBe('reason_id');
  });

  it('is the whole form when the name fits no field', () => {
    expect(constraintField({ constraint: 'warranty_reasons_one_open', table: 'warranty_reasons' })).toBe('_');
    expect(constraintField({ constraint: 'other_name_unique', table: 'warranty_reasons' })).toBe('_');
    expect(constraintField({})).toBe('_');
  });
});
