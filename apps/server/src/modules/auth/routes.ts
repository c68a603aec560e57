import { serviceContext } from '../../core/data/records.ts';
import { bearerToken, defineRoute } from '../../core/http/routes.ts';
import { createCaptcha, verifyCaptcha } from './captcha.ts';
import { currentUser } from './current-user.ts';
import { signIn } from './login.ts';
import { setPasswordFromLink, startPasswordReset } from './password-links.ts';
import { REGISTRANT, registerCompany } from './registration.ts';

const success = (message: string) => ({ message, status: 'success' as const });

export const authRoutes = [
  defineRoute('auth.captcha', {
    summary: 'A signed ALTCHA challenge for the sign-in, registration and reset forms',
    handler: async ({ deps, reply }) => {
      reply.header('cache-control', 'no-store');
      return createCaptcha(deps);
    },
  }),
  defineRoute('auth.login', {
    handler: async ({ deps, body, ip, req }) =>
      signIn(deps, body, { ip, userAgent: req.headers['user-agent'] }),
  }),
  defineRoute('auth.logout', {
    handler: async ({ deps, req, t }) => {
      const token = bearerToken(req);
      if (token) await deps.sessions.revokeToken(deps.db, token);
      return success(t('auth.logged_out'));
    },
  }),
  defineRoute('auth.user', {
    summary: 'The signed-in user with role, company and permissions',
    handler: async ({ deps, auth }) => currentUser(deps.db, auth!),
  }),
  defineRoute('auth.register', {
    status: 201,
    summary: 'Company registration; staff approve it as a new entry',
    handler: async ({ deps, body, lang, t, ip }) => {
      await verifyCaptcha(deps, body.captcha);
      await registerCompany(serviceContext({ deps, actor: REGISTRANT }), body, lang, { ip });
      return success(t('auth.registered'));
    },
  }),
  defineRoute('auth.reset-password-start', {
    handler: async ({ deps, body, t, ip }) => {
      await verifyCaptcha(deps, body.captcha);
      await startPasswordReset(deps, body.email, { ip });
      return success(t('auth.reset_link_sent'));
    },
  }),
  defineRoute('auth.reset-password-finish', {
    handler: async ({ deps, body, t }) => {
      await setPasswordFromLink(deps, 'reset', body.token, body.password);
      return success(t('auth.password_reset'));
    },
  }),
  defineRoute('auth.invitation-finish', {
    handler: async ({ deps, body, t }) => {
      await setPasswordFromLink(deps, 'invite', body.token, body.password);
      return success(t('auth.password_set'));
    },
  }),
];
