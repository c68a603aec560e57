import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import type { Brand } from '@portal/contracts';
import { type ReactNode, useMemo } from 'react';
import { BrandContext } from '../lib/brand.ts';
import { darkenedFor, themeFor } from '../lib/theme.ts';
import { ConfirmHost } from './ConfirmHost.tsx';
import { ToastHost } from './ToastHost.tsx';

/** Mantine's stock palettes the screens colour buttons, badges and text with (not the brand's). */
const PALETTES = [
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
];

/**
 * Mantine's dimmed grey and its error red (red.6, 3.3:1) are below WCAG AA contrast on white;
 * secondary text uses a darker grey and field errors a darker red. The stock palettes' filled
 * shade (green.6 with white is 2.4:1) and their coloured text on a pale tint fail too: filled
 * buttons and badges, outlines and coloured text use the palette colour darkened to 5.1:1 on
 * white; text on a pale tint (light badges, alerts) uses shade 9 darkened to at least 6:1, which
 * keeps 4.5:1 on the tint.
 */
const contrastVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      PALETTES.flatMap((c) => {
        const strong = darkenedFor(theme.colors[c][6], 5.1);
        return [
          [`--mantine-color-${c}-filled`, strong],
          [`--mantine-color-${c}-filled-hover`, darkenedFor(strong, 7)],
          [`--mantine-color-${c}-outline`, strong],
          [`--mantine-color-${c}-text`, strong],
          [`--mantine-color-${c}-light-color`, darkenedFor(theme.colors[c][9], 6)],
        ];
      }),
    ),
  },
  dark: {},
});

export function Providers({ brand, children }: { brand: Brand | null; children: ReactNode }) {
  const theme = useMemo(() => themeFor(brand), [brand]);
  return (
    <BrandContext.Provider value={brand}>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={contrastVariables}>
        <ToastHost />
        {children}
        <ConfirmHost />
      </MantineProvider>
    </BrandContext.Provider>
  );
}
