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
} from '../index.ts';
import { route } from './define.ts';

export const authApi = {
  'auth.captcha': route({ method: 'GET', uri: '/api/auth/captcha', response: captchaChallengeSchema }),
  'auth.login': route({ uri: '/api/auth/login', body: loginSchema, response: loginResponseSchema }),
  'auth.logout': route({ method: 'GET', uri: '/api/auth/logout', response: messageResponseSchema }),
  'auth.user': route({ method: 'GET', uri: '/api/auth/user', response: currentUserResponseSchema }),
  'auth.register': route({
    uri: '/api/auth/register',
    body: registerSchema,
    response: messageResponseSchema,
  }),
  'auth.reset-password-start': route({
    uri: '/api/auth/reset-password-start',
    body: resetPasswordStartSchema,
    response: messageResponseSchema,
  }),
  'auth.reset-password-finish': route({
    uri: '/api/auth/reset-password-finish',
    body: resetPasswordFinishSchema,
    response: messageResponseSchema,
  }),
  'auth.invitation-finish': route({
    uri: '/api/auth/invitation-finish',
    body: invitationFinishSchema,
    response: messageResponseSchema,
  }),
};
