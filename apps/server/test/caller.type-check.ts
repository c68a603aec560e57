/**
 * Compile-time checks of the caller a handler receives (#56): `npm run typecheck` fails when a
 * line marked `@ts-expect-error` compiles, i.e. when a public route's handler could again read
 * its caller without a null check, or a guarded one would need one.
 */
import { defineRoute } from '../src/core/http/routes.ts';

/** A guarded route's caller is signed in: its id is a number, no null check, no cast. */
export const guarded = defineRoute('brand.brands.show', {
  handler: async ({ auth }) => {
    const id: number = auth.id;
    // @ts-expect-error a back-office caller need not belong to a company
    const company: number = auth.partner_id;
    throw new Error(String(id + company));
  },
});

/** The partner zone's router refuses a caller without a company, so the handler has one. */
export const partnerZone = defineRoute('partner-zone.user.users.index', {
  handler: async ({ auth }) => {
    const company: number = auth.partner_id;
    throw new Error(String(company));
  },
});

/** A public route may be called without a token. */
export const open = defineRoute('brand.default.show', {
  handler: async ({ auth }) => {
    // @ts-expect-error no caller without a token
    const id: number = auth.id;
    throw new Error(String(id));
  },
});

/** Whether a route is public is the catalogue's word (its name), not a route's own option. */
export const madePublic = defineRoute('brand.brands.index', {
  // @ts-expect-error a guarded name cannot be served as public, where its handler would lack a caller
  access: 'public',
  handler: async () => {
    throw new Error('never');
  },
});
