import { routeLeaves } from '../../lib/routing.ts';

export const routes = routeLeaves('auth', [
  {
    name: 'auth.login',
    title: 'auth.login.title',
    page: () => import('./LoginPage.tsx'),
  },
  {
    name: 'auth.register',
    title: 'auth.register.title',
    page: () => import('./RegisterPage.tsx'),
  },
  {
    name: 'auth.reset-password-start',
    title: 'auth.resetStart.title',
    page: () => import('./ResetStartPage.tsx'),
  },
  {
    name: 'auth.reset-password-finish',
    title: 'auth.resetFinish.title',
    page: () => import('./ResetFinishPage.tsx'),
  },
  {
    name: 'auth.invitation-finish',
    title: 'auth.invitation.title',
    page: () => import('./InvitationFinishPage.tsx'),
  },
]);
