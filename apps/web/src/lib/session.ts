import { readItem, STORAGE_KEYS, writeItem } from './storage.ts';

type Listener = () => void;
const listeners = new Set<Listener>();
let token: string | null = readItem(STORAGE_KEYS.token);
/** The server refused the token (a 401): the sign-in screen says so, once. */
let expired = false;

function emit() {
  for (const l of listeners) l();
}

export const session = {
  token(): string | null {
    return token;
  },

  rememberMe(): boolean {
    return readItem(STORAGE_KEYS.rememberMe) === '1';
  },

  /** The e-mail to pre-fill on the login form; kept only while remember-me is set. */
  lastEmail(): string {
    return readItem(STORAGE_KEYS.rememberMe) === '1' ? (readItem(STORAGE_KEYS.lastEmail) ?? '') : '';
  },

  signIn(next: { token: string; rememberMe: boolean; email: string }): void {
    expired = false;
    token = next.token;
    writeItem(STORAGE_KEYS.token, next.token);
    writeItem(STORAGE_KEYS.rememberMe, next.rememberMe ? '1' : '0');
    writeItem(STORAGE_KEYS.lastEmail, next.rememberMe ? next.email : null);
    emit();
  },

  /** Clears the token; the remembered e-mail stays for the next sign-in. */
  signOut(): void {
    if (token === null && readItem(STORAGE_KEYS.token) === null) return;
    token = null;
    writeItem(STORAGE_KEYS.token, null);
    emit();
  },

  /** Ends a session the server no longer accepts; the next sign-in screen explains why. */
  expire(): void {
    if (token === null) return;
    expired = true;
    session.signOut();
  },

  /** Whether the last session was ended by the server; true once, for the screen that says so. */
  takeExpired(): boolean {
    const was = expired;
    expired = false;
    return was;
  },

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab signing out (or in) changes what this tab may do.
globalThis.addEventListener?.('storage', (e: StorageEvent) => {
  if (e.key !== STORAGE_KEYS.token) return;
  token = e.newValue;
  emit();
});
