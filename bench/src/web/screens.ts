/**
 * The screens whose loading cost is budgeted: who opens them and at which hash route. A later
 * area whose screen is a budget of its own adds it here.
 */
export type Screen = { name: string; hash: string; signInAs?: string; lighthouse: boolean };

export const screens: Screen[] = [
  { name: 'login screen', hash: '#/auth/login', lighthouse: true },
  { name: 'back-office dashboard', hash: '#/cms', signInAs: 'admin@demo.pl', lighthouse: false },
  { name: 'partner dashboard', hash: '#/', signInAs: 'partner@demo.pl', lighthouse: true },
];

/** Headless Chromium flags for this machine (also in the README). */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
