// Lighthouse mobile (its default: a Moto G class phone on Slow 4G, 4x CPU slowdown, simulated
// throttling, which works offline) in Debian's Chromium, with the flags the e2e tests use.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export type LighthouseFigures = {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** The LCP element as Lighthouse names it, to find what the page waits for. */
  lcpElement: string;
};

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The median of the runs that measured it (a run Lighthouse could not measure is NaN, and said). */
const median = (xs: number[]) => {
  const measured = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return measured.length === 0 ? Number.NaN : measured[Math.floor(measured.length / 2)]!;
};

/** The median of `runs` Lighthouse runs of `url` (each figure's own median). */
export async function runLighthouse(url: string, runs = 3): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const all: LighthouseFigures[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // The 404 page answers 404 on purpose; Lighthouse would refuse to measure it.
        ignoreStatusCode: true,
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      for (const id of ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']) {
        const error = lhr.runtimeError?.message ?? lhr.audits[id]?.errorMessage;
        if (error) console.warn(`lighthouse ${url} run ${i + 1}: ${id} not measured: ${error}`);
      }
      const lcpItems = (lhr.audits['largest-contentful-paint-element']?.details as { items?: unknown[] })
        ?.items;
      all.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        fcpMs: audit('first-contentful-paint'),
        lcpElement: JSON.stringify(lcpItems ?? []).match(/"snippet":"([^"]{0,120})/)?.[1] ?? '',
      });
    }
    return {
      score: median(all.map((f) => f.score)),
      lcpMs: median(all.map((f) => f.lcpMs)),
      tbtMs: median(all.map((f) => f.tbtMs)),
      cls: median(all.map((f) => f.cls)),
      fcpMs: median(all.map((f) => f.fcpMs)),
      lcpElement: all[0]!.lcpElement,
    };
  } finally {
    chrome.kill();
  }
}
