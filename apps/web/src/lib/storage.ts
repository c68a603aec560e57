/** Browser storage keys of spec §9: `token`, `rememberMe`, `lastEmail` (plus the UI language). */
export const STORAGE_KEYS = {
  token: 'token',
  rememberMe: 'rememberMe',
  lastEmail: 'lastEmail',
  lang: 'lang',
} as const;

function store(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be disabled by the browser's privacy settings; the app then keeps no session.
    return null;
  }
}

export function readItem(key: string): string | null {
  return store()?.getItem(key) ?? null;
}

export function writeItem(key: string, value: string | null): void {
  const s = store();
  if (!s) return;
  if (value === null) s.removeItem(key);
  else s.setItem(key, value);
}
