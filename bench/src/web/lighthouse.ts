import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, CHROME_PATH, type Screen } from './screens.ts';

export type LighthouseScore = {
  screen: string;
  formFactor: 'mobile' | 'desktop';
  score: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  fcpMs: number | null;
  /**
   * Lighthouse's measure of the host's CPU (`lhr.environment.benchmarkIndex`; its throttling docs:
   * 1,500–2,000 a high-end desktop, what the 4× mobile slowdown is meant for); null: the run failed.
   */
  benchmarkIndex: number | null;
  /** Of a median: every run's score, in the order run (null: the run failed). */
  scores?: (number | null)[];
};

/**
 * The run with the median score of `runs` Lighthouse runs, as Lighthouse's own docs advise:
 * one run's mobile score moves by a few points with the machine's other work (its CPU time is
 * multiplied to simulate a phone). A failed run (Lighthouse sometimes cannot read its trace)
 * counts as the lowest score.
 */
export async function medianLighthouse(
  runs: number,
  run: () => Promise<LighthouseScore>,
): Promise<LighthouseScore> {
  const results: LighthouseScore[] = [];
  for (let i = 0; i < runs; i++) results.push(await run());
  const ranked = [...results].sort((a, b) => (a.score ?? -1) - (b.score ?? -1));
  return { ...ranked[Math.floor((ranked.length - 1) / 2)], scores: results.map((r) => r.score) };
}

/**
 * Lighthouse's performance category for one screen, on Debian's Chromium driven through
 * puppeteer-core (no browser download). A signed-in screen gets its token in localStorage
 * first and Lighthouse keeps storage.
 */
export async function runLighthouse(
  baseUrl: string,
  screen: Screen,
  token: string | undefined,
  formFactor: 'mobile' | 'desktop',
): Promise<LighthouseScore> {
  const browser = await puppeteer.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: CHROME_FLAGS.slice(1),
  });
  try {
    const page = await browser.newPage();
    if (token) {
      await page.goto(`${baseUrl}/api/core/routes`);
      await page.evaluate((t) => (globalThis as any).localStorage.setItem('token', t), token);
      // Opened from a blank tab, as the sign-in screen is: leaving the JSON page for the screen
      // would charge its teardown to the screen's first task.
      await page.goto('about:blank');
    }
    const result = await lighthouse(
      `${baseUrl}/${screen.hash}`,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
        disableStorageReset: Boolean(token),
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
      page as never,
    );
    const lhr = result?.lhr;
    const audit = (id: string) => lhr?.audits[id]?.numericValue ?? null;
    const score = lhr?.categories.performance?.score;
    return {
      screen: screen.name,
      formFactor,
      score: score === null || score === undefined ? null : Math.round(score * 100),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      fcpMs: audit('first-contentful-paint'),
      benchmarkIndex: lhr?.environment.benchmarkIndex ?? null,
    };
  } finally {
    await browser.close();
  }
}
