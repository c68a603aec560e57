import { availableParallelism } from 'node:os';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { hashPassword, verifyPassword } from '../../../apps/server/src/modules/auth/passwords.ts';
import type { SetupContext } from './scenarios.ts';

const DEMO_PASSWORD = 'Demo1234!';

/** Fetches a challenge from the product and solves it as the browser widget would. */
async function solvedCaptcha(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/captcha`);
  if (!res.ok) throw new Error(`GET /api/auth/captcha answered ${res.status}`);
  const challenge = (await res.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(
    JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }),
  ).toString('base64');
}

/** A real sign-in through the product's HTTP API; resolves to the bearer token. */
export async function signIn(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: DEMO_PASSWORD,
      rememberMe: false,
      captcha: await solvedCaptcha(baseUrl),
    }),
  });
  const body = (await res.json()) as { access_token?: string; message?: string };
  if (!res.ok || !body.access_token)
    throw new Error(`sign-in of ${email} answered ${res.status}: ${body.message}`);
  return body.access_token;
}

let verifyMs: number | null = null;

/** Median time of one argon2 verification with the product's own parameters, on this machine. */
async function passwordVerifyMs(): Promise<number> {
  if (verifyMs !== null) return verifyMs;
  const hashed = await hashPassword(DEMO_PASSWORD);
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const t0 = performance.now();
    await verifyPassword(hashed, DEMO_PASSWORD);
    times.push(performance.now() - t0);
  }
  verifyMs = times.sort((a, b) => a - b)[3];
  return verifyMs;
}

async function inParallel<T>(count: number, width: number, make: () => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (out.length < count) out.push(await make());
    }),
  );
  return out;
}

/**
 * Solutions for one sign-in run, solved before it starts so the measured period spends no
 * time on them. Sized from the argon2 ceiling of this machine, with headroom.
 */
export async function solvedCaptchas(ctx: SetupContext): Promise<string[]> {
  const ms = await passwordVerifyMs();
  const ceiling = (availableParallelism() * 1000) / ms;
  const count = Math.ceil(ceiling * ctx.seconds * 2) + 200;
  ctx.note(
    `sign-in: CAPTCHA_COST=${ctx.captchaCost}; argon2id verify ${ms.toFixed(1)} ms here → ceiling ≈ ${Math.round(ceiling)} sign-ins/s on ${availableParallelism()} cores`,
  );
  return inParallel(count, 8, () => solvedCaptcha(ctx.baseUrl));
}
