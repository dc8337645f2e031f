import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startApp } from './client';
const app = await startApp(41800);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
for (const p of process.argv.slice(2)) {
  const r = await lighthouse(app.base + p, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ignoreStatusCode: true });
  const a = r!.lhr.audits;
  console.log('==', p, 'score', r!.lhr.categories.performance!.score, 'FCP', a['first-contentful-paint']!.numericValue, 'LCP', a['largest-contentful-paint']!.numericValue, 'TBT', a['total-blocking-time']!.numericValue);
  const d = (id: string) => JSON.stringify((a[id]?.details as { items?: unknown[] })?.items ?? []).slice(0, 1500);
  console.log('lcp-el', d('largest-contentful-paint-element'));
  console.log('bootup', d('bootup-time'));
  console.log('mainthread', d('mainthread-work-breakdown'));
  console.log('longtasks', d('long-tasks'));
  console.log('render-blocking', d('render-blocking-resources'));
}
chrome.kill(); await app.stop();
