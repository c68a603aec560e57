import { useTranslation } from '../../lib/i18n.ts';
import { invitationFinish } from './api/public-forms.ts';
import { SetPasswordForm } from './SetPasswordForm.tsx';

export default function InvitationFinishPage() {
  const { t } = useTranslation();
  return (
    <SetPasswordForm
      title={t('auth.invitation.title')}
      subtitle={t('auth.invitation.subtitle')}
      submitLabel={t('auth.invitation.submit')}
      send={invitationFinish}
    />
  );
}
