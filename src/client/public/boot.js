/*
 * Starts the app on a server-rendered page, and keeps what a person does until it has started
 * (docs/decisions/014 and 178). A classic async file (the CSP allows no inline script): it runs as soon as
 * it arrives, usually before the first paint, so that a tap is recorded from the moment it can be made.
 *
 * When: once the page has painted its first text and picture, so that they get the bandwidth first; at
 * once when a person touches, types or taps (they want the page to answer now, not after the pictures);
 * after 3 s at the latest.
 * What: the entry module, its preloads and the full stylesheet (media="print"; main.tsx switches it on),
 * named on this element by scripts/prerender.ts.
 * Meanwhile: taps on buttons, swipes across the gallery and form submits are recorded in `window.salonEarlyInput` (the app does them
 * again once it has hydrated: client/app/early-input.ts), and a tapped button shows it is busy. Ticks,
 * choices and typing need no record: the app reads them from the form itself.
 */
(function () {
  var element = document.currentScript;
  if (!element) return;
  var entry = element.getAttribute('data-entry');
  var modules = (element.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  var stylesheet = element.getAttribute('data-stylesheet');
  var started = false;
  var recording = true;
  var record = {
    // Taps and key presses, oldest first: { kind: 'click', target } or { kind: 'key', target, key, ... }.
    events: [],
    submits: [],
    // Called by the app once it has hydrated, before it replays the record.
    stop: function () {
      recording = false;
    },
  };
  window.salonEarlyInput = record;

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

  function disclosedBy(button) {
    var id = button.getAttribute('aria-controls');
    return id && button.hasAttribute('aria-expanded') ? document.getElementById(id) : null;
  }

  // A tap on a button (not a link, not a form field: those work or keep their state by themselves) is kept,
  // and the button says it is busy until the app does what it asked.
  document.addEventListener(
    'click',
    function (event) {
      if (!recording) return;
      var target = event.target instanceof Element ? event.target.closest('button') : null;
      if (!target || target.disabled || target.type === 'submit' || !document.getElementById('root').contains(target))
        return;
      // React must not also hear it (it may be hydrating already): the app taps again once it is done.
      event.stopPropagation();
      record.events.push({ kind: 'click', target: target });
      var controlled = disclosedBy(target);
      if (controlled) {
        // A disclosure (the phone menu, a treatment category, the language list) opens or closes at once;
        // the app undoes this and does it again itself when it takes over.
        var open = target.getAttribute('aria-expanded') !== 'true';
        target.setAttribute('aria-expanded', String(open));
        // What React rendered, for the app to put back (only the first tap knows it).
        if (!target.hasAttribute('data-early-expanded')) target.setAttribute('data-early-expanded', String(!open));
        controlled.style.setProperty('display', open ? 'block' : 'none', 'important');
      } else {
        target.setAttribute('aria-busy', 'true');
        target.style.cursor = 'progress';
        target.style.opacity = '0.7';
      }
      start();
    },
    true,
  );
  // A submit would reload the page (and lose what was typed): kept for the app to send.
  document.addEventListener(
    'submit',
    function (event) {
      if (!recording) return;
      event.preventDefault();
      event.stopPropagation();
      if (record.submits.indexOf(event.target) < 0) record.submits.push(event.target);
      start();
    },
    true,
  );
  // A key pressed on something that is not a field, a link or a button (the gallery's arrow keys): kept for
  // the app. Tab moves the focus by itself; Enter and Space on a button make a click, kept above.
  document.addEventListener(
    'keydown',
    function (event) {
      var target = event.target;
      if (!recording || event.key === 'Tab' || !(target instanceof Element)) return;
      if (target.closest('input, select, textarea, a[href], button, [contenteditable]')) return;
      if (!document.getElementById('root').contains(target)) return;
      event.stopPropagation();
      record.events.push({
        kind: 'key',
        target: target,
        key: event.key,
        code: event.code,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
      });
      start();
    },
    true,
  );
  // A swipe across an element marked data-swipe-threshold (the home gallery) is kept as a tap on the button it
  // stands for (its [data-swipe-next] or [data-swipe-previous]), which the app does again like any tap. The
  // rule is the gallery's own (features/home/gallery-navigation.ts, swipeStep): longer than the threshold
  // and more across than down, a finger moving left shows the next slide.
  var swipe = null;
  document.addEventListener(
    'touchstart',
    function (event) {
      var area = recording && event.target instanceof Element ? event.target.closest('[data-swipe-threshold]') : null;
      var touch = event.touches[0];
      swipe = area && touch ? { area: area, x: touch.clientX, y: touch.clientY } : null;
      if (swipe) event.stopPropagation();
    },
    { capture: true, passive: true },
  );
  document.addEventListener(
    'touchend',
    function (event) {
      var begun = swipe;
      swipe = null;
      var touch = event.changedTouches[0];
      if (!begun || !touch) return;
      if (recording) event.stopPropagation();
      var dx = touch.clientX - begun.x;
      var dy = touch.clientY - begun.y;
      var threshold = Number(begun.area.getAttribute('data-swipe-threshold'));
      if (!(Math.abs(dx) > threshold) || Math.abs(dy) > Math.abs(dx)) return;
      var button = begun.area.querySelector(dx < 0 ? '[data-swipe-next]' : '[data-swipe-previous]');
      if (!button) return;
      // Begun before the app arrived and ended after: the app never saw the start, so it is asked with the
      // tap the swipe stands for, which it now answers itself.
      if (!recording) {
        button.click();
        return;
      }
      record.events.push({ kind: 'click', target: button });
      button.setAttribute('aria-busy', 'true');
      button.style.cursor = 'progress';
      button.style.opacity = '0.7';
      start();
    },
    { capture: true, passive: true },
  );
  ['pointerdown', 'keydown', 'input', 'change'].forEach(function (type) {
    document.addEventListener(type, start, { capture: true, once: true, passive: true });
  });

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
