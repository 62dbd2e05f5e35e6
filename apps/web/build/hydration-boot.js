/* global document, PerformanceObserver, requestAnimationFrame, setTimeout */
// Loads the app's scripts once the server-rendered page has been painted (see defer-hydration.ts).
// A classic, deferred script: the CSP allows no inline script, and `document.currentScript` carries
// the entry and its chunks, which the build writes into this tag's data attributes.
(function () {
  var tag = document.currentScript;
  var entry = tag.getAttribute('data-entry');
  var chunks = (tag.getAttribute('data-chunks') || '').split(' ');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // The chunks the entry imports, asked for beside it rather than after it has been read.
    for (var i = 0; i < chunks.length; i += 1) {
      if (!chunks[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = chunks[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
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
