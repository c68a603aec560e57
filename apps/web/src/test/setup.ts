import '../lib/zod-setup.ts';
import { loadLang } from '../lib/i18n.ts';

await Promise.all([loadLang('pl'), loadLang('en')]);

// jsdom lacks what Mantine measures with; component tests (`@vitest-environment jsdom`) get
// inert stand-ins. Node-environment tests skip this.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
