/* global document, PerformanceObserver, requestAnimationFrame, setTimeout */
// Loads the app's scripts once the server-rendered page has been painted (see defer-hydration.ts).
// A classic, deferred script: the CSP allows no inline script, and `document.currentScript` carries
// the entry, the chunks it imports and the page's own chunks, which the build and the server write
// into this tag's data attributes.
(function () {
  var tag = document.currentScript;
  var entry = tag.getAttribute('data-entry');
  var names = function (name) {
    return (tag.getAttribute(name) || '').split(' ').filter(Boolean);
  };
  // The entry's static imports, in the order they run (each before what imports it).
  var imports = names('data-imports');
  // The page's own chunks, which the entry will ask for: fetched now, run by the entry.
  var chunks = names('data-chunks');
  var started = false;
  function preload(href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  // Each module runs in a task of its own, the entry last: run at once, the whole graph held the
  // main thread for one long task (Lighthouse's TBT), and a tap could not be answered meanwhile.
  function run(index) {
    var next = function () {
      setTimeout(function () {
        run(index + 1);
      }, 0);
    };
    if (index < imports.length) import(imports[index]).then(next, next);
    else import(entry);
  }
  function start() {
    if (started) return;
    started = true;
    var all = imports.concat(chunks, [entry]);
    for (var i = 0; i < all.length; i += 1) preload(all[i]);
    setTimeout(function () {
      run(0);
    }, 0);
  }
  var root = document.getElementById('root');
  var observes = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  // Nothing to paint first: a page the browser renders (an empty root), or a hidden tab.
  if (!root || !root.firstChild || document.visibilityState === 'hidden') start();
  else if (observes) {
    // The paint entry arrives once the frame is on screen (an animation frame runs before it is).
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
    // Should the paint never be reported, the page still comes alive.
    setTimeout(start, 3000);
  } else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
