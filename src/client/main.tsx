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
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start));
