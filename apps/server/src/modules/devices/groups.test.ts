import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { makeDevice, makeGroup, runTag } from './test-fixtures.ts';

let t: TestApp;
let token: string;
const P = runTag('G');

type Node = { id: number; code: string; children: Node[] };

function findNode(nodes: Node[], id: number): Node | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const inner = findNode(n.children, id);
    if (inner) return inner;
  }
  return undefined;
}

async function tree(): Promise<Node[]> {
  const res = await t.call('device.groups.tree', { token });
  expect(res.status).toBe(200);
  return res.body.results;
}

beforeAll(async () => {
  t = await createTestApp();
  token = (await createUser(t, { role: 'admin' })).token;
});
afterAll(() => t.close());

describe('device group tree', () => {
  it('moves a subtree with its descendants and never creates a cycle', async () => {
    const a = await makeGroup(t, token, { code: `${P}-a` });
    const b = await makeGroup(t, token, { code: `${P}-b`, parent_id: a.id });
    const c = await makeGroup(t, token, { code: `${P}-c`, parent_id: b.id });
    const d = await makeGroup(t, token, { code: `${P}-d` });
    expect(c.depth).toBe(2);

    for (const target of [a.id, b.id, c.id]) {
      const res = await t.call('device.groups.move', {
        params: { id: a.id },
        token,
        body: { parent_id: target },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors.parent_id).toEqual([
        'Grupy nie można przenieść do niej samej ani do jej podgrupy',
      ]);
    }

    const moved = await t.call('device.groups.move', {
      params: { id: b.id },
      token,
      body: { parent_id: d.id },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.model.parent_id).toBe(d.id);
    expect(moved.body.model.ancestors.map((g: { id: number }) => g.id)).toEqual([d.id]);

    const nodes = await tree();
    expect(findNode(nodes, a.id)?.children).toEqual([]);
    expect(findNode(nodes, d.id)?.children.map((n) => n.id)).toEqual([b.id]);
    expect(findNode(nodes, b.id)?.children.map((n) => n.id)).toEqual([c.id]);
    const cShown = await t.call('device.groups.show', { params: { id: c.id }, token });
    expect(cShown.body.model.depth).toBe(2);
    expect(cShown.body.model.ancestors.map((g: { id: number }) => g.id)).toEqual([d.id, b.id]);

    // Moving the old root under its former grandchild is fine now: c is no longer below a.
    const ok = await t.call('device.groups.move', { params: { id: a.id }, token, body: { parent_id: c.id } });
    expect(ok.status).toBe(200);
    const back = await t.call('device.groups.move', {
      params: { id: d.id },
      token,
      body: { parent_id: a.id },
    });
    expect(back.status).toBe(422);
    const toRoot = await t.call('device.groups.move', {
      params: { id: b.id },
      token,
      body: { parent_id: null },
    });
    expect(toRoot.status).toBe(200);
    expect(toRoot.body.model.depth).toBe(0);
    const aShown = await t.call('device.groups.show', { params: { id: a.id }, token });
    expect(aShown.body.model.ancestors.map((g: { id: number }) => g.id)).toEqual([b.id, c.id]);
    expect(aShown.body.model.depth).toBe(2);
  });

  it('lists only leaves with is_leaf=1 and refuses subgroups under a group with devices', async () => {
    const root = await makeGroup(t, token, { code: `${P}-leafroot` });
    const leaf1 = await makeGroup(t, token, { code: `${P}-leaf1`, parent_id: root.id });
    const leaf2 = await makeGroup(t, token, { code: `${P}-leaf2`, parent_id: root.id });
    const q = `search=${encodeURIComponent(`${P}-leaf`)}`;
    const leaves = await t.request(
      'GET',
      `/api/device/groups?${q}&is_leaf=1&sort_by=code&sort_direction=asc`,
      { token },
    );
    expect(leaves.status).toBe(200);
    expect(leaves.body.results.map((g: { id: number }) => g.id)).toEqual([leaf1.id, leaf2.id]);
    expect(leaves.body.pagination.active).toEqual({ search: `${P}-leaf`, is_leaf: true });
    const inner = await t.request('GET', `/api/device/groups?${q}&is_leaf=0`, { token });
    expect(inner.body.results.map((g: { id: number }) => g.id)).toEqual([root.id]);

    const device = await makeDevice(t, token, {
      code: `${P}-dev1`,
      name: 'Pompa testowa',
      group_id: leaf1.id,
    });
    const inRoot = await t.call('device.devices.store', {
      token,
      body: { code: `${P}-dev2`, name: 'Pompa w korzeniu', group_id: root.id },
    });
    expect(inRoot.status).toBe(422);
    expect(inRoot.body.errors.group_id).toEqual(['Urządzenia można przypisać tylko do grupy bez podgrup']);
    const sub = await t.call('device.groups.store', {
      token,
      body: { code: `${P}-sub`, name: { pl: 'Podgrupa' }, parent_id: leaf1.id },
    });
    expect(sub.status).toBe(422);
    expect(sub.body.errors.parent_id).toEqual([
      'Do grupy z przypisanymi urządzeniami nie można dodać podgrup',
    ]);
    const moveUnder = await t.call('device.groups.move', {
      params: { id: leaf2.id },
      token,
      body: { parent_id: leaf1.id },
    });
    expect(moveUnder.status).toBe(422);
    expect(device.id).toBeGreaterThan(0);
  });

  it('refuses to delete a group with devices or subgroups, deletes an empty one', async () => {
    const root = await makeGroup(t, token, { code: `${P}-delroot` });
    const leaf = await makeGroup(t, token, { code: `${P}-delleaf`, parent_id: root.id });
    const device = await makeDevice(t, token, {
      code: `${P}-deldev`,
      name: 'Klimatyzator',
      group_id: leaf.id,
    });

    const withDevices = await t.call('device.groups.destroy', { params: { id: leaf.id }, token });
    expect(withDevices.status).toBe(409);
    expect(withDevices.body.message).toBe('Grupa ma przypisane urządzenia i nie może zostać usunięta');
    const withChildren = await t.call('device.groups.destroy', { params: { id: root.id }, token });
    expect(withChildren.status).toBe(409);
    expect(withChildren.body.message).toBe('Grupa ma podgrupy i nie może zostać usunięta');

    expect((await t.call('device.devices.destroy', { params: { id: device.id }, token })).status).toBe(200);
    expect((await t.call('device.groups.destroy', { params: { id: leaf.id }, token })).status).toBe(200);
    expect((await t.call('device.groups.destroy', { params: { id: root.id }, token })).status).toBe(200);
    expect((await t.call('device.groups.show', { params: { id: root.id }, token })).status).toBe(404);
  });

  it('validates code (required, unique ignoring case) and order', async () => {
    const missing = await t.call('device.groups.store', {
      token,
      body: { name: { pl: 'Bez kodu' } },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.code).toEqual(['To pole jest wymagane']);
    await makeGroup(t, token, { code: `${P}-Dup` });
    const dup = await t.call('device.groups.store', {
      token,
      body: { code: `${P}-dup`.toUpperCase(), name: { pl: 'Duplikat' } },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.code).toEqual(['Ta wartość jest już zajęta']);
    const badOrder = await t.call('device.groups.store', {
      token,
      body: { code: `${P}-ord`, name: { pl: 'Kolejność' }, order: 'pierwsza' },
    });
    expect(badOrder.status).toBe(422);
    expect(badOrder.body.errors.order).toEqual(['Podaj poprawną kolejność']);
  });

  it('sorts and paginates the list', async () => {
    const root = await makeGroup(t, token, { code: `${P}-pg`, order: 5 });
    for (let i = 1; i <= 12; i++) {
      await makeGroup(t, token, {
        code: `${P}-pg-${String(i).padStart(2, '0')}`,
        parent_id: root.id,
        order: 13 - i,
      });
    }
    const q = `parent=${root.id}&per_page=5`;
    const byOrder = await t.request(
      'GET',
      `/api/device/groups?${q}&sort_by=order&sort_direction=asc&page=3`,
      { token },
    );
    expect(byOrder.body.pagination).toMatchObject({ total: 12, last_page: 3, current: 3, per_page: 5 });
    expect(byOrder.body.results.map((g: { code: string }) => g.code)).toEqual([`${P}-pg-02`, `${P}-pg-01`]);
    const byCode = await t.request('GET', `/api/device/groups?${q}&sort_by=code&sort_direction=desc`, {
      token,
    });
    expect(byCode.body.results[0].code).toBe(`${P}-pg-12`);
    const bad = await t.call('device.groups.index', { query: { sort_by: 'path' }, token });
    expect(bad.status).toBe(422);
  });
});

describe('device group permissions', () => {
  it('lets a partner read the tree in the partner zone but not the back-office routes', async () => {
    const { token: partner } = await createUser(t, { role: 'partner' });
    const active = await makeGroup(t, token, { code: `${P}-pz` });
    const hidden = await makeGroup(t, token, { code: `${P}-pz-off`, active: false });
    await makeGroup(t, token, { code: `${P}-pz-under-off`, parent_id: hidden.id });
    const res = await t.call('partner-zone.device.groups.tree', { token: partner });
    expect(res.status).toBe(200);
    expect(findNode(res.body.results, active.id)).toBeDefined();
    expect(findNode(res.body.results, hidden.id)).toBeUndefined();
    expect((await t.call('device.groups.tree', { token: partner })).status).toBe(403);
    for (const [method, url] of [
      ['POST', '/api/device/groups'],
      ['PATCH', `/api/device/groups/${active.id}`],
      ['POST', `/api/device/groups/${active.id}/move`],
      ['DELETE', `/api/device/groups/${active.id}`],
    ] as const) {
      const r = await t.request(method, url, {
        token: partner,
        body: { code: 'x', name: { pl: 'x' }, parent_id: null },
      });
      expect(r.status, `${method} ${url}`).toBe(403);
      expect(r.body.message).toBe('Brak uprawnień, skontaktuj się z administratorem');
    }
  });
});
