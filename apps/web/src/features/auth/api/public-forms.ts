import type { RegisterInput, ResetPasswordStartInput, SetPasswordInput } from '@portal/contracts';
import { apiCall } from '../../../lib/api.ts';

type Done = { message: string; status: 'success' };

export const register = (body: RegisterInput) => apiCall<Done>('auth.register', { body });
export const resetPasswordStart = (body: ResetPasswordStartInput) =>
  apiCall<Done>('auth.reset-password-start', { body });
export const resetPasswordFinish = (body: SetPasswordInput) =>
  apiCall<Done>('auth.reset-password-finish', { body });
export const invitationFinish = (body: SetPasswordInput) => apiCall<Done>('auth.invitation-finish', { body });
