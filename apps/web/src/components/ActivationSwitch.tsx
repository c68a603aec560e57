import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../lib/confirm.ts';

/**
 * The "Konto aktywne" switch of a user row (issue 16 item 7): labelled on screen, and turning an
 * account off asks first — the person is signed out of the portal until someone turns it back on.
 */
export function ActivationSwitch({
  active,
  name,
  disabled,
  onChange,
}: {
  active: boolean;
  name: string;
  disabled?: boolean;
  onChange: (active: boolean) => void;
}) {
  const { t } = useTranslation();

  async function toggle(next: boolean) {
    if (!next) {
      const ok = await confirmAction({
        title: t('activation.deactivateTitle'),
        message: t('activation.deactivateMessage', { name }),
        confirmLabel: t('activation.deactivate'),
        cancelLabel: t('common.cancel'),
        danger: true,
      });
      if (!ok) return;
    }
    onChange(next);
  }

  return (
    <Switch
      checked={active}
      label={t('users.isActivated')}
      aria-label={t('companyUsers.toggleActive', { name })}
      disabled={disabled}
      onClick={(e) => e.stopPropagation()}
      onChange={(e) => void toggle(e.currentTarget.checked)}
    />
  );
}
