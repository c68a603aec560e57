import { Button } from '@mantine/core';
import { changeLang, UI_LANGS, useTranslation } from '../../lib/i18n.ts';

/**
 * The UI language, one pressed button of a pair. Not a SegmentedControl: its sliding indicator
 * measures the page in an effect, which forced the whole first layout into the first render's
 * commit on every cold start (a 60 ms task on a throttled phone).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.language === 'en' ? 'en' : 'pl';
  return (
    <Button.Group aria-label={t('lang.label')}>
      {UI_LANGS.map((lang) => (
        <Button
          key={lang}
          size="compact-xs"
          variant={lang === current ? 'filled' : 'default'}
          aria-pressed={lang === current}
          onClick={() => {
            if (lang !== current) void changeLang(lang);
          }}
        >
          {t(`lang.${lang}`)}
        </Button>
      ))}
    </Button.Group>
  );
}
