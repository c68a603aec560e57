import { type MantineBreakpoint, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';

/**
 * Whether a shell draws its side navigation: always from the shell's breakpoint up, and below it
 * from the first time the menu is opened (kept then, so it slides shut with its links in it). A
 * phone's first screen neither renders nor lays out a menu it does not show: Lighthouse's phone
 * simulation counts every task before the first paint into the largest paint and, after its
 * simulated first paint, into the blocking time.
 */
export function useNavDrawn(breakpoint: MantineBreakpoint, opened: boolean): boolean {
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints[breakpoint]})`, true, {
    getInitialValueInEffect: false,
  });
  const [openedOnce, setOpenedOnce] = useState(false);
  if (opened && !openedOnce) setOpenedOnce(true);
  return Boolean(wide) || opened || openedOnce;
}
