import './styles.css';

/**
 * The entry, kept tiny (decision 014). index.html is painted first, as the server sent it (a
 * prerendered screen, or the generic shell); then the scripts and data the route needs, which the
 * server listed in <template id="after-paint">, are all fetched at once, and the app starts.
 * Nothing but this file is fetched before the first paint, so the paint never waits for a
 * script. A tab opened in the background paints nothing until shown: it starts at once.
 */
function start() {
  const links = document.getElementById('after-paint');
  if (links instanceof HTMLTemplateElement) document.head.append(links.content);
  // The libraries, then the app in a task of its own.
  void import('./vendor')
    .then(() => new Promise((resolve) => setTimeout(resolve)))
    .then(() => import('./start'));
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
