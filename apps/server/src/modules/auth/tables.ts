import { bigserial, boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tstz } from '../../db/columns.ts';
import { contractors, users } from '../people/tables.ts';

/** Opaque bearer tokens, stored as sha-256 (DESIGN §4 "Sessions"). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull().unique(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    expires_at: tstz('expires_at').notNull(),
    revoked_at: tstz('revoked_at'),
    ip: text('ip'),
    user_agent: text('user_agent'),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

/** Single-use links: password reset (60 min) and invitation / set password (72 h). */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<'reset' | 'invite'>(),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: tstz('expires_at').notNull(),
    used_at: tstz('used_at'),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.user_id)],
);

/** Failed sign-ins, counted per e-mail and per client IP within a window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull().$type<'email' | 'ip'>(),
    subject: text('subject').notNull(),
    failed_at: tstz('failed_at').notNull().defaultNow(),
  },
  (t) => [index('login_failures_lookup_idx').on(t.kind, t.subject, t.failed_at)],
);

/**
 * Events counted by a rate limit other than sign-in (e-mails of reset, invitation and
 * registration, per address and per client IP): one row per counted event, deleted once its
 * window has passed. `bucket` names the limit and the kind of subject (`mail:address`).
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    subject: text('subject').notNull(),
    at: tstz('at').notNull().defaultNow(),
  },
  (t) => [index('rate_limit_events_lookup_idx').on(t.bucket, t.subject, t.at)],
);

/** Captcha challenges already used; kept until they expire so a solution works once. */
export const captchaNonces = pgTable('captcha_nonces', {
  nonce: text('nonce').primaryKey(),
  expires_at: tstz('expires_at').notNull(),
});

/**
 * Who registered a company through the public form. The company has no partners row until
 * staff approve it, so this is how approval finds the account to activate and invite.
 */
export const registrations = pgTable(
  'registrations',
  {
    contractor_id: integer('contractor_id')
      .primaryKey()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('registrations_user_idx').on(t.user_id)],
);
