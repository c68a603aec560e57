import { Switch } from '@mantine/core';
import { confirmAction } from '../lib/confirm.ts';
import { useTranslation } from '../lib/i18n.ts';
import type { ConfirmOff } from './form/switch-field.tsx';

/** The question asked before an account is turned off, in a list row or in a user's form. */
export function useDeactivationQuestion(): (name: string) => ConfirmOff {
  const { t } = useTranslation();
  return (name) => ({
    title: t('activation.deactivateTitle'),
    message: t('activation.deactivateMessage', { name }),
    confirmLabel: t('activation.deactivate'),
  });
}

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
  const question = useDeactivationQuestion();

  async function toggle(next: boolean) {
    if (!next) {
      const ok = await confirmAction({ ...question(name), cancelLabel: t('common.cancel'), danger: true });
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
