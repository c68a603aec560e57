import {
  captchaChallengeSchema,
  currentUserResponseSchema,
  invitationFinishSchema,
  loginResponseSchema,
  loginSchema,
  messageResponseSchema,
  registerSchema,
  resetPasswordFinishSchema,
  resetPasswordStartSchema,
} from '@portal/contracts';
import { serviceContext } from '../../core/data/records.ts';
import { bearerToken, defineRoute } from '../../core/http/routes.ts';
import { createCaptcha, verifyCaptcha } from './captcha.ts';
import { currentUser } from './current-user.ts';
import { signIn } from './login.ts';
import { setPasswordFromLink, startPasswordReset } from './password-links.ts';
import { REGISTRANT, registerCompany } from './registration.ts';

const success = (message: string) => ({ message, status: 'success' as const });

export const authRoutes = [
  defineRoute({
    name: 'auth.captcha',
    method: 'GET',
    uri: '/api/auth/captcha',
    summary: 'A signed ALTCHA challenge for the sign-in, registration and reset forms',
    response: captchaChallengeSchema,
    handler: async ({ deps, reply }) => {
      reply.header('cache-control', 'no-store');
      return createCaptcha(deps);
    },
  }),
  defineRoute({
    name: 'auth.login',
    uri: '/api/auth/login',
    body: loginSchema,
    response: loginResponseSchema,
    handler: async ({ deps, body, ip, req }) =>
      signIn(deps, body, { ip, userAgent: req.headers['user-agent'] }),
  }),
  defineRoute({
    name: 'auth.logout',
    method: 'GET',
    uri: '/api/auth/logout',
    response: messageResponseSchema,
    handler: async ({ deps, req, t }) => {
      const token = bearerToken(req);
      if (token) await deps.sessions.revokeToken(deps.db, token);
      return success(t('auth.logged_out'));
    },
  }),
  defineRoute({
    name: 'auth.user',
    method: 'GET',
    uri: '/api/auth/user',
    summary: 'The signed-in user with role, company and permissions',
    response: currentUserResponseSchema,
    handler: async ({ deps, auth }) => currentUser(deps.db, auth!),
  }),
  defineRoute({
    name: 'auth.register',
    uri: '/api/auth/register',
    status: 201,
    summary: 'Company registration; staff approve it as a new entry',
    body: registerSchema,
    response: messageResponseSchema,
    handler: async ({ deps, body, lang, t, ip }) => {
      await verifyCaptcha(deps, body.captcha);
      await registerCompany(serviceContext({ deps, actor: REGISTRANT }), body, lang, { ip });
      return success(t('auth.registered'));
    },
  }),
  defineRoute({
    name: 'auth.reset-password-start',
    uri: '/api/auth/reset-password-start',
    body: resetPasswordStartSchema,
    response: messageResponseSchema,
    handler: async ({ deps, body, t, ip }) => {
      await verifyCaptcha(deps, body.captcha);
      await startPasswordReset(deps, body.email, { ip });
      return success(t('auth.reset_link_sent'));
    },
  }),
  defineRoute({
    name: 'auth.reset-password-finish',
    uri: '/api/auth/reset-password-finish',
    body: resetPasswordFinishSchema,
    response: messageResponseSchema,
    handler: async ({ deps, body, t }) => {
      await setPasswordFromLink(deps, 'reset', body.token, body.password);
      return success(t('auth.password_reset'));
    },
  }),
  defineRoute({
    name: 'auth.invitation-finish',
    uri: '/api/auth/invitation-finish',
    body: invitationFinishSchema,
    response: messageResponseSchema,
    handler: async ({ deps, body, t }) => {
      await setPasswordFromLink(deps, 'invite', body.token, body.password);
      return success(t('auth.password_set'));
    },
  }),
];
