import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { Brand } from '@portal/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrandContext } from '../lib/brand.ts';
import { i18n } from '../lib/i18n.ts';
import { TOAST_MS } from '../lib/notify.ts';
import { queryClient } from '../lib/query.ts';
import { themeFor } from '../lib/theme.ts';
import { ConfirmHost } from './ConfirmHost.tsx';

/** Mantine's dimmed grey is below WCAG AA contrast on white; secondary text uses a darker grey. */
const contrastVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

export function Providers({ brand, children }: { brand: Brand | null; children: ReactNode }) {
  const theme = useMemo(() => themeFor(brand), [brand]);
  return (
    <I18nextProvider i18n={i18n}>
      <BrandContext.Provider value={brand}>
        <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={contrastVariables}>
          <QueryClientProvider client={queryClient}>
            <Notifications position="top-right" autoClose={TOAST_MS} limit={6} />
            {children}
            <ConfirmHost />
          </QueryClientProvider>
        </MantineProvider>
      </BrandContext.Provider>
    </I18nextProvider>
  );
}
