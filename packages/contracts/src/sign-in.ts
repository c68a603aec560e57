import { z } from 'zod';
import { msg } from './message-format.ts';
import { email, password } from './rules.ts';

/**
 * Sign-in, the captcha and the reset request: the schemas of the screens that take no new
 * password, apart from `auth.ts` so that those screens do not load the common-password list.
 */

/** The ALTCHA widget's payload: base64 JSON `{challenge, solution}`. */
export const captchaField = () =>
  z.string(msg('errors.captcha')).trim().min(1, msg('errors.captcha')).max(20_000, msg('errors.captcha'));

// Sign-in ------------------------------------------------------------------------------------

export const loginSchema = z.strictObject({
  email: email(),
  password: password(),
  rememberMe: z.boolean().optional().default(false),
  captcha: captchaField(),
});
export type LoginInput = z.input<typeof loginSchema>;

export const loginResponseSchema = z.object({
  token_type: z.literal('Bearer'),
  access_token: z.string(),
  rememberMe: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** An ALTCHA v2 challenge as the widget fetches it; parameters are signed, so kept whole. */
export const captchaChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
  }),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

// Password reset request ---------------------------------------------------------------------

export const resetPasswordStartSchema = z.strictObject({
  email: email(),
  captcha: captchaField(),
});
export type ResetPasswordStartInput = z.input<typeof resetPasswordStartSchema>;
