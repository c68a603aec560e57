import { useMediaQuery } from '@mantine/hooks';

/**
 * Below Mantine's `sm` breakpoint (48em, 768 px) lists turn into cards and filters move behind
 * one button. Read on the first render, so a phone never flashes the table first.
 */
export function usePhone(): boolean {
  return useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false }) ?? false;
}
