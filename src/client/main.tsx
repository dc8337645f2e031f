import './styles.css';

/**
 * The entry, kept tiny (decision 014). index.html is painted first, as the server sent it (a
 * prerendered screen, or the generic shell); then the scripts and data the route needs, which the
 * server listed in <template id="after-paint">, are requested (a few links a task), and the app starts.
 * Nothing but this file is fetched before the first paint, so the paint never waits for a
 * script. A tab opened in the background paints nothing until shown: it starts at once.
 */
function start() {
  const links = document.getElementById('after-paint');
  if (links instanceof HTMLTemplateElement) appendInTasks([...links.content.childNodes]);
  // The libraries, then the app in a task of its own.
  void import('./vendor')
    .then(() => new Promise((resolve) => setTimeout(resolve)))
    .then(() => import('./start'));
}

/** Links added a task: each starts a request, about a millisecond apiece on a slow phone. */
const LINKS_PER_TASK = 6;

/**
 * Adds the preload links a few a task, in the server's order (the libraries and the app first):
 * all at once they were one task of 15 to 30 ms on this machine (60 to 120 ms on Lighthouse's
 * slow phone), counted as blocking time on every screen.
 */
function appendInTasks(nodes: Node[]) {
  document.head.append(...nodes.splice(0, LINKS_PER_TASK));
  if (nodes.length > 0) setTimeout(() => appendInTasks(nodes));
}

/**
 * Calls `go` once the first contentful paint has been shown: the browser reports that paint only
 * when it reached the screen. The frame callback the entry used before (requestAnimationFrame,
 * then a task) ran before the frame was presented often enough that the chunks were requested
 * before the paint, and Lighthouse counted their download into the home's LCP (0.9 s, or 1.8 s
 * in one run of four). Without paint entries it falls back to that; a screen with no text or
 * image to paint starts after a second.
 */
function afterFirstPaint(go: () => void) {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(go));
    return;
  }
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    clearTimeout(timer);
    go();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  const timer = setTimeout(once, 1000);
}

if (document.visibilityState === 'hidden') start();
else afterFirstPaint(start);
