import type { RegisterInput, ResetPasswordStartInput, SetPasswordInput } from '@portal/contracts';
import { apiCall } from '../../../lib/api.ts';

export const register = (body: RegisterInput) => apiCall('auth.register', { body });
export const resetPasswordStart = (body: ResetPasswordStartInput) =>
  apiCall('auth.reset-password-start', { body });
export const resetPasswordFinish = (body: SetPasswordInput) =>
  apiCall('auth.reset-password-finish', { body });
export const invitationFinish = (body: SetPasswordInput) => apiCall('auth.invitation-finish', { body });
