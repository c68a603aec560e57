// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaQueryList } from '../../test/media-query.ts';
import { useNavDrawn } from './nav-drawn.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A window as wide as `px`: the media queries Mantine's hook asks answer by it. */
function windowOf(px: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)em/.exec(query);
    return mediaQueryList(query, min ? px >= Number(min[1]) * 16 : false);
  });
}

function drawnAt(breakpoint: 'sm' | 'md') {
  const seen: boolean[] = [];
  function Probe({ opened }: { opened: boolean }) {
    seen.push(useNavDrawn(breakpoint, opened));
    return null;
  }
  const view = render(
    <MantineProvider>
      <Probe opened={false} />
    </MantineProvider>,
  );
  const open = (opened: boolean) =>
    view.rerender(
      <MantineProvider>
        <Probe opened={opened} />
      </MantineProvider>,
    );
  return { seen, open };
}

describe('the side navigation of a shell (useNavDrawn)', () => {
  it('is drawn from the first render from the breakpoint up', () => {
    windowOf(1366);
    expect(drawnAt('md').seen).toEqual([true]);
    windowOf(800);
    expect(drawnAt('sm').seen).toEqual([true]);
  });

  it('is not drawn on a phone until the menu is opened, then kept while it slides shut', () => {
    windowOf(390);
    const { seen, open } = drawnAt('sm');
    expect(seen).toEqual([false]);
    open(true);
    expect(seen.at(-1)).toBe(true);
    open(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('follows each shell its own breakpoint: the back office folds its menu up to 62em', () => {
    windowOf(800);
    expect(drawnAt('md').seen).toEqual([false]);
  });
});
