import '../lib/zod-setup.ts';
import { loadLang } from '../lib/i18n.ts';
import { mediaQueryList } from './media-query.ts';

await Promise.all([loadLang('pl'), loadLang('en')]);

// jsdom lacks what Mantine measures with; component tests (`@vitest-environment jsdom`) get
// inert stand-ins. Node-environment tests skip this.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) => mediaQueryList(query, false);
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
