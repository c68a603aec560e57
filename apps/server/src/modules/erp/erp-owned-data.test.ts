import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPartner } from '../../../test/factories.ts';
import { auditLog } from '../../core/audit/tables.ts';
import { devices } from '../devices/tables.ts';
import { countries, provinces } from '../dictionaries/tables.ts';
import { erpCustomers } from '../partners/tables.ts';
import { contractors, partners } from '../people/tables.ts';
import { runPull } from './pull.ts';
import { setup } from './simulator-fixtures.ts';
import { erpSyncErrors, erpSyncRuns } from './tables.ts';

describe('ERP-owned data of linked partners and devices', () => {
  it('a customers pull refreshes the name, NIP and address of linked partners in the page transaction, audited', async () => {
    const { t, sim, connector } = await setup();
    const db = t.deps.db;
    const linked = await createPartner(db);
    await db.update(partners).set({ external_id: 'K10003' }).where(eq(partners.id, linked.partner.id));
    const branch = await createPartner(db);
    await db.update(partners).set({ external_id: 'K10009' }).where(eq(partners.id, branch.partner.id));
    // Another company already holds the NIP the ERP gives K10005: that record fails, the rest applies.
    const clash = await createPartner(db);
    await db.update(partners).set({ external_id: 'K10005' }).where(eq(partners.id, clash.partner.id));
    const holder = await createPartner(db);
    const erpNip = sim.data.customers[5].taxRegistrationNumber as string;
    await db.update(contractors).set({ nip_number: erpNip }).where(eq(contractors.id, holder.contractor.id));

    const result = await runPull(t.deps, 'customers', { trigger: 'manual', connector });
    expect(result).toMatchObject({ started: true, status: 'partial' });

    const source = sim.data.customers[3];
    const [customer] = await db.select().from(erpCustomers).where(eq(erpCustomers.external_id, 'K10003'));
    expect(customer).toMatchObject({
      name: source.displayName,
      address_street: source.addressLine1,
      address_postcode: source.postalCode,
      address_city: source.city,
      address_state: source.state,
      address_country: 'PL',
    });
    const [company] = await db.select().from(contractors).where(eq(contractors.id, linked.contractor.id));
    const [province] = await db
      .select()
      .from(provinces)
      .where(eq(provinces.name, source.state as string));
    const [pl] = await db.select().from(countries).where(eq(countries.code, 'PL'));
    expect(company).toMatchObject({
      name: source.displayName,
      nip_number: source.taxRegistrationNumber,
      address_street: source.addressLine1,
      address_postcode: source.postalCode,
      address_city: source.city,
      address_province_id: province.id,
      address_country_id: pl.id,
    });
    const [branchPartner] = await db.select().from(partners).where(eq(partners.id, branch.partner.id));
    expect(branchPartner.bill_to_customer_id).toBe('K10008');

    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_type, 'contractor'), eq(auditLog.actor_type, 'erp')));
    expect(audits.map((a) => a.record_id).sort()).toEqual(
      [String(linked.contractor.id), String(branch.contractor.id)].sort(),
    );

    const errors = await db.select().from(erpSyncErrors);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ record_key: 'K10005' });
    expect(errors[0].message).toContain(`NIP ${erpNip}`);
    const [untouched] = await db.select().from(contractors).where(eq(contractors.id, clash.contractor.id));
    expect(untouched.name).toBe(clash.contractor.name);

    // A later change in the ERP reaches the partner on the next incremental pull.
    sim.update('customers', 'K10003', {
      addressLine1: 'ul. Nowa 7',
      addressLine2: 'lok. 2',
      postalCode: '31-100',
    });
    expect(await runPull(t.deps, 'customers', { trigger: 'manual', connector })).toMatchObject({
      status: 'success',
    });
    const [moved] = await db.select().from(contractors).where(eq(contractors.id, linked.contractor.id));
    expect(moved).toMatchObject({ address_street: 'ul. Nowa 7 lok. 2', address_postcode: '31-100' });
  });

  it("maps the quantity of an item's sales unit of measure to the device factor", async () => {
    const { t, sim, connector } = await setup();
    await runPull(t.deps, 'items', { trigger: 'manual', connector });
    // Item 3 is an air conditioner sold as a set of two units; item 0 is sold by the piece.
    const [set, piece] = [sim.data.items[3].number, sim.data.items[0].number];
    const factorOf = async (code: string) =>
      (await t.deps.db.select().from(devices).where(eq(devices.code, code)))[0].factor;
    expect(Number(await factorOf(set))).toBe(2);
    expect(Number(await factorOf(piece))).toBe(1);
    expect(
      sim.requests.some((r) =>
        decodeURIComponent(r.path).includes(`itemUnitsOfMeasure?$filter=itemNumber eq '`),
      ),
    ).toBe(true);

    const unit = sim.data.itemUnitsOfMeasure.find((u) => u.itemNumber === set && u.salesUnitOfMeasure);
    if (!unit) throw new Error('fixture without a sales unit');
    unit.qtyPerUnitOfMeasure = 3;
    sim.update('items', set, {});
    const result = await runPull(t.deps, 'items', { trigger: 'manual', connector });
    expect(result).toMatchObject({ status: 'success' });
    expect(Number(await factorOf(set))).toBe(3);
    const [run] = await t.deps.db
      .select()
      .from(erpSyncRuns)
      .where(eq(erpSyncRuns.id, result.started ? result.runId : 0));
    expect(run).toMatchObject({ updated_count: 1, created_count: 0 });
  });
});
