import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, CHROME_PATH } from './screens.ts';

const base = process.argv[2];
const hash = process.argv[3] ?? '#/auth/login';
const token = process.argv[4];
const browser = await puppeteer.launch({
  executablePath: CHROME_PATH,
  headless: true,
  args: CHROME_FLAGS.slice(1),
});
const page = await browser.newPage();
if (token) {
  await page.goto(`${base}/api/core/routes`);
  await page.evaluate((t) => (globalThis as any).localStorage.setItem('token', t), token);
}
const r = await lighthouse(
  `${base}/${hash}`,
  { logLevel: 'error', output: 'json', onlyCategories: ['performance'], disableStorageReset: Boolean(token) },
  undefined,
  page as never,
);
const lhr: any = r?.lhr;
writeFileSync('/tmp/lhr.json', JSON.stringify(lhr));
console.log('score', lhr.categories.performance.score);
for (const id of [
  'first-contentful-paint',
  'largest-contentful-paint',
  'speed-index',
  'total-blocking-time',
  'cumulative-layout-shift',
])
  console.log(id, lhr.audits[id].numericValue, lhr.audits[id].score);
console.log(
  JSON.stringify(
    lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
  ),
);
console.log(
  JSON.stringify(
    lhr.audits['lcp-breakdown-insight']?.details ??
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[1],
    null,
    0,
  )?.slice(0, 800),
);
const reqs = lhr.audits['network-requests'].details.items;
for (const q of reqs)
  console.log(
    Math.round(q.networkRequestTime),
    Math.round(q.networkEndTime),
    q.transferSize,
    q.url.replace(base, ''),
  );
await browser.close();
