import { SegmentedControl } from '@mantine/core';
import type { Lang } from '@portal/contracts';
import { changeLang, UI_LANGS, useTranslation } from '../../lib/i18n.ts';

export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size={size}
      aria-label={t('lang.label')}
      value={i18n.language === 'en' ? 'en' : 'pl'}
      onChange={(v) => void changeLang(v as Lang)}
      data={UI_LANGS.map((l) => ({ value: l, label: t(`lang.${l}`) }))}
    />
  );
}
