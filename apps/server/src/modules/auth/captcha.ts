import { createHmac } from 'node:crypto';
import type { CaptchaChallenge } from '@portal/contracts';
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../core/deps.ts';
import { fieldError } from '../../core/http/errors.ts';
import { captchaNonces } from './tables.ts';

/**
 * ALTCHA proof of work (DESIGN §2): the server signs a challenge, the browser's widget solves
 * it and sends back base64 JSON `{challenge, solution}`. A solution is accepted once: its
 * nonce is stored until the challenge expires.
 */

const ALGORITHM = 'PBKDF2/SHA-256';
const CHALLENGE_TTL_MS = 10 * 60_000;

/** Secrets derived from APP_KEY, so every instance signs and checks alike. */
function secret(appKey: string, purpose: string): string {
  return createHmac('sha256', appKey).update(`altcha:${purpose}`).digest('hex');
}

/**
 * The work is cost × counter. A lowered CAPTCHA_COST (tests, bench) lowers the counter with
 * it, so a solution stays quick there while going through the same code path.
 */
function counterRange(cost: number): [number, number] {
  const max = Math.min(2000, Math.max(10, cost * 10));
  return [Math.ceil(max / 2), max];
}

export async function createCaptcha(deps: AppDeps): Promise<CaptchaChallenge> {
  const cost = deps.config.captchaCost;
  const [min, max] = counterRange(cost);
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost,
    counter: randomInt(max, min),
    deriveKey,
    expiresAt: new Date(deps.clock.now().getTime() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: secret(deps.config.appKey, 'challenge'),
    hmacKeySignatureSecret: secret(deps.config.appKey, 'key'),
  });
  // Signed whenever a secret is given, which is always here.
  return challenge as CaptchaChallenge;
}

/** The v2 payload shape; anything else (a v1 payload makes the verifier throw) is refused first. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string().regex(/^[0-9a-f]{8,128}$/),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number(),
    }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

function decode(raw: string) {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Accepts a solved challenge once; otherwise a 422 on `captcha`: a bad payload "confirm you
 * are not a robot", an expired or already used one "confirm again".
 */
export async function verifyCaptcha(deps: AppDeps, raw: string): Promise<void> {
  const payload = decode(raw);
  if (!payload) throw fieldError('captcha', 'errors.captcha');
  const now = deps.clock.now();
  const expiresAt = new Date(payload.challenge.parameters.expiresAt * 1000);
  if (expiresAt <= now) throw fieldError('captcha', 'errors.captcha_used');
  const result = await verifySolution({
    challenge: payload.challenge as Challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: secret(deps.config.appKey, 'challenge'),
    hmacKeySignatureSecret: secret(deps.config.appKey, 'key'),
  }).catch(() => null);
  if (!result?.verified) {
    throw fieldError('captcha', result?.expired ? 'errors.captcha_used' : 'errors.captcha');
  }
  await deps.db.delete(captchaNonces).where(lt(captchaNonces.expires_at, now));
  const stored = await deps.db
    .insert(captchaNonces)
    .values({ nonce: payload.challenge.parameters.nonce, expires_at: expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: captchaNonces.nonce });
  if (!stored.length) throw fieldError('captcha', 'errors.captcha_used');
}
