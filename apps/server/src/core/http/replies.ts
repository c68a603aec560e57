import type { Lang } from '@portal/contracts';
import { t } from '@portal/contracts';

/** The write answers of DESIGN §4: store/update → `{model, message, status}`, destroy → `{message, status}`. */
export function saved<M>(lang: Lang, model: M, key = 'messages.saved') {
  return { model, message: t(lang, key), status: 'success' as const };
}

export function created<M>(lang: Lang, model: M) {
  return saved(lang, model, 'messages.created');
}

export function deleted(lang: Lang, key = 'messages.deleted') {
  return { message: t(lang, key), status: 'success' as const };
}
