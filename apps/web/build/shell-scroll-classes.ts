import type { Plugin } from 'vite';

const VIRTUAL = '\0shell-scroll-classes';
/** The AppShell parts (header, footer, aside) of `@mantine/core`, by their module path. */
const APP_SHELL_PART = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/;

/**
 * Mantine's AppShell header, footer and aside import `react-remove-scroll` for one class name
 * (`RemoveScroll.classNames.zeroRight`, which keeps a fixed bar still when a modal hides the
 * scroll bar). The import brought the whole package and its helpers (tslib, use-sidecar, …)
 * into the signed-in shell's first chunk, though only a modal or a drawer uses them, and those
 * load with their screens. For those three modules the import resolves to the same names from
 * `react-remove-scroll-bar/constants`, where `react-remove-scroll` itself takes them; every
 * other importer (Modal, Drawer, …) keeps the package.
 */
export function shellScrollClasses(): Plugin {
  return {
    name: 'portal:shell-scroll-classes',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-remove-scroll' && importer && APP_SHELL_PART.test(importer)) return VIRTUAL;
      return null;
    },
    load(id) {
      if (id !== VIRTUAL) return null;
      return `import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';
export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };
`;
    },
  };
}
