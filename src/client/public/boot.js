/*
 * Starts the app on a page the server has already rendered (docs/decisions/014).
 * The page is complete without its scripts, so they are fetched only once the
 * page has loaded (its first picture and text are on screen), or after three
 * seconds at the latest: on a slow phone connection the hero picture and the
 * text get the bandwidth first. The entry module and the modules it imports
 * are named by the build on this script's element (scripts/prerender.ts).
 * A classic deferred script: the CSP allows no inline script.
 */
(function () {
  var element = document.currentScript;
  if (!element) return;
  var entry = element.getAttribute('data-entry');
  var modules = (element.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started || !entry) return;
    started = true;
    modules.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  if (document.readyState === 'complete') start();
  else {
    window.addEventListener('load', start, { once: true });
    setTimeout(start, 3000);
  }
})();
