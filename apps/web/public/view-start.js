// Starts the app over a server-drawn view (ADR 0033; apps/web/src/app/server-render/page.ts
// writes this script into the page in place of the app's entry). The view is already on screen
// and inert, so the app's scripts are asked for once it has painted: on a slow link they would
// otherwise share it with the stylesheets that first paint waits for. A hidden tab paints no
// frame, so a timer starts the app anyway.
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var modules = (script.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  var started = false;

  function add(tag, attributes) {
    var element = document.createElement(tag);
    element.crossOrigin = 'anonymous';
    for (var name in attributes) element[name] = attributes[name];
    document.head.appendChild(element);
  }

  function start() {
    if (started) return;
    started = true;
    modules.forEach(function (href) {
      add('link', { rel: 'modulepreload', href: href });
    });
    add('script', { type: 'module', src: entry });
  }

  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
