import type { Translatable } from '@portal/contracts';
import { useTranslation } from '../../lib/i18n.ts';

/** Language-keyed texts in the UI language; Polish when there is no English. */
export function useTranslated(): (text: Translatable) => string {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en';
  return (text) => (english && text.en ? text.en : text.pl);
}
