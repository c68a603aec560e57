import { useTranslation } from '../../lib/i18n.ts';
import { resetPasswordFinish } from './api/public-forms.ts';
import { SetPasswordForm } from './SetPasswordForm.tsx';

export default function ResetFinishPage() {
  const { t } = useTranslation();
  return (
    <SetPasswordForm
      title={t('auth.resetFinish.title')}
      subtitle={t('auth.resetFinish.subtitle')}
      submitLabel={t('auth.resetFinish.submit')}
      send={resetPasswordFinish}
    />
  );
}
