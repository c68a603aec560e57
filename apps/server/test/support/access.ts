import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { isPartnerZoneRoute, type ResolvedRoute } from '../../src/core/http/routes.ts';
import { partners, users } from '../../src/modules/people/tables.ts';
import { createUser, roleId } from '../factories.ts';
import type { TestApp } from '../harness.ts';

/**
 * The object-level access suite's declarations (issue 14). Every area says, in ONE file
 * `src/modules/<area>/access-fixtures.ts` exporting `access`, how each of its routes is
 * scoped: how to make "a foreign object" for it, or why it needs none. `test/access.test.ts`
 * finds those files by itself and fails for any registered route with a `{placeholder}`, and
 * any partner-zone route, that no file declares.
 */

/** Two partner companies (A, B), each with a company admin and a colleague. */
export type Company = {
  partnerId: number;
  contractorId: number;
  admin: { id: number; token: string; email: string };
  colleague: { id: number; token: string; email: string };
};

export type AccessWorld = {
  t: TestApp;
  /** An admin's token (every back-office key). */
  staff: string;
  /** The caller of the foreign probes. */
  a: Company;
  /** The owner of the foreign objects. */
  b: Company;
  /** Builds a fixture once per run, shared by every route that asks for the same key. */
  once<T>(key: string, make: () => Promise<T>): Promise<T>;
};

/** One request: URI placeholders, query and body. */
export type Probe = {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
};

export type AccessDeclaration =
  /**
   * Another company's object answers 404. For a partner-zone route `probe` is made by company
   * A's admin for an object of company B, and `own` (the same object, asked for by its owner:
   * B's admin) must succeed, which proves the fixture is real. For a back-office route nested
   * under a company (`/contractors/{contractor}/contacts/{id}`), `probe` names a child of one
   * company under another; `own` is the staff request with the right parent.
   */
  | { foreign: (w: AccessWorld) => Promise<{ probe: Probe; own: Probe }> }
  /**
   * A partner-zone list of the caller's company: A's answer never contains `marker` (a text
   * only B's data holds), while B's own answer does.
   */
  | { lists: (w: AccessWorld) => Promise<{ query?: Record<string, string>; marker: string }> }
  /** Not company-scoped, and why (e.g. staff-wide by permission key, shared catalogue). */
  | { unscoped: string };

export type AccessDeclarations = Record<string, AccessDeclaration>;

/** The one-liner for back-office routes whose objects are not a company's own. */
export const STAFF_WIDE: AccessDeclaration = {
  unscoped: 'back office: staff-wide, decided by the permission key alone',
};

/** A partner-zone write that creates in the caller's own company; its body cannot name another. */
export const OWN_COMPANY_WRITE: AccessDeclaration = {
  unscoped: "creates in the caller's own company; the strict body has no company field",
};

const hasPlaceholder = (r: Pick<ResolvedRoute, 'uri'>) => /\{\w+\}/.test(r.uri);

/**
 * What is missing or wrong in the declarations: every route with a placeholder and every
 * partner-zone route needs one; a partner-zone route with an id needs a `foreign` probe or a
 * reason; a declaration must name a registered route.
 */
export function accessProblems(routes: ResolvedRoute[], declared: AccessDeclarations): string[] {
  const problems: string[] = [];
  const names = new Set(routes.map((r) => r.name));
  for (const r of routes) {
    const d = declared[r.name];
    const needs = hasPlaceholder(r) || isPartnerZoneRoute(r);
    if (!d) {
      if (needs)
        problems.push(`${r.name}: no access declaration (add it to src/modules/<area>/access-fixtures.ts)`);
      continue;
    }
    if ('lists' in d && !isPartnerZoneRoute(r)) problems.push(`${r.name}: "lists" is for partner-zone lists`);
    if ('unscoped' in d && !d.unscoped.trim()) problems.push(`${r.name}: "unscoped" needs a reason`);
  }
  for (const name of Object.keys(declared))
    if (!names.has(name)) problems.push(`${name}: declared, but no such route is registered`);
  return problems;
}

/** Every area's declarations, found by file name so a new area needs no list to join. */
export async function loadDeclarations(): Promise<AccessDeclarations> {
  const modulesDir = join(import.meta.dirname, '../../src/modules');
  const all: AccessDeclarations = {};
  for (const area of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    if (!readdirSync(join(modulesDir, area.name)).includes('access-fixtures.ts')) continue;
    const mod = (await import(join(modulesDir, area.name, 'access-fixtures.ts'))) as {
      access: AccessDeclarations;
    };
    for (const [name, d] of Object.entries(mod.access)) {
      if (all[name]) throw new Error(`${name}: declared twice (${area.name})`);
      all[name] = d;
    }
  }
  return all;
}

async function company(t: TestApp): Promise<Company> {
  const admin = await createUser(t, { role: 'partner', companyAdmin: true });
  const partnerId = admin.user.partner_id as number;
  const colleague = await createUser(t, { role: 'partner', partnerId });
  const [p] = await t.deps.db.select().from(partners).where(eq(partners.id, partnerId));
  return {
    partnerId,
    contractorId: p.contractor_id,
    admin: { id: admin.user.id, token: admin.token, email: admin.user.email },
    colleague: { id: colleague.user.id, token: colleague.token, email: colleague.user.email },
  };
}

export async function createWorld(t: TestApp): Promise<AccessWorld> {
  const made = new Map<string, Promise<unknown>>();
  return {
    t,
    staff: (await createUser(t, { role: 'admin' })).token,
    a: await company(t),
    b: await company(t),
    once<T>(key: string, make: () => Promise<T>): Promise<T> {
      if (!made.has(key)) made.set(key, make());
      return made.get(key) as Promise<T>;
    },
  };
}

/**
 * An active partner-role account without a company: what a registrant would be if anything
 * activated it past the role rules. Inserted directly, because no API may make one.
 */
export async function companylessPartner(t: TestApp): Promise<string> {
  const [user] = await t.deps.db
    .insert(users)
    .values({
      email: `bez.firmy.${process.pid}.${Date.now()}@example.pl`,
      first_name: 'Bez',
      last_name: 'Firmy',
      role_id: await roleId(t.deps.db, 'partner'),
      partner_id: null,
      is_company_admin: true,
      is_activated: true,
    })
    .returning();
  return t.deps.sessions.create(t.deps.db, user.id, false);
}

/** The route's URL for a probe: placeholders filled, query appended. */
export function urlOf(route: Pick<ResolvedRoute, 'uri'>, probe: Probe = {}): string {
  const path = route.uri.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = probe.params?.[name];
    return encodeURIComponent(String(value ?? 999999));
  });
  const query = new URLSearchParams(probe.query ?? {}).toString();
  return query ? `${path}?${query}` : path;
}
