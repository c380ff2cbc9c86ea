/*
 * Starts the app on a server-rendered page once it has loaded and painted, or after 3 s at the latest:
 * the first picture and text get the bandwidth first (docs/decisions/014). Adds the entry module, its
 * preloads and the full stylesheet (media="print"; main.tsx switches it on) named on this element by
 * scripts/prerender.ts. A classic deferred file: the CSP allows no inline script.
 */
(function () {
  var element = document.currentScript;
  if (!element) return;
  var entry = element.getAttribute('data-entry');
  var modules = (element.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  var stylesheet = element.getAttribute('data-stylesheet');
  var started = false;
  function add(attributes) {
    var link = document.createElement(attributes.tag);
    delete attributes.tag;
    for (var name in attributes) link.setAttribute(name, attributes[name]);
    document.head.appendChild(link);
  }
  function start() {
    if (started || !entry) return;
    started = true;
    if (stylesheet) {
      add({
        tag: 'link',
        rel: 'stylesheet',
        crossorigin: '',
        href: stylesheet,
        media: 'print',
        'data-full-stylesheet': '',
      });
    }
    modules.forEach(function (href) {
      add({ tag: 'link', rel: 'modulepreload', crossorigin: '', href: href });
    });
    add({ tag: 'script', type: 'module', crossorigin: '', src: entry });
  }
  // `load` does not mean painted: Chromium often draws the first text and picture just after it (a first
  // frame can also be empty while a local font loads). Wait for the first contentful paint (the largest one
  // where the browser reports it), then for the frame after it. A hidden tab paints nothing: the 3 s timer.
  function afterContentfulPaint() {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    var type = types.indexOf('largest-contentful-paint') >= 0 ? 'largest-contentful-paint' : 'paint';
    if (types.indexOf(type) < 0) return afterNextFrame();
    var observer = new PerformanceObserver(function () {
      observer.disconnect();
      afterNextFrame();
    });
    observer.observe({ type: type, buffered: true });
  }
  function afterNextFrame() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  if (document.readyState === 'complete') afterContentfulPaint();
  else window.addEventListener('load', afterContentfulPaint, { once: true });
  setTimeout(start, 3000);
})();
