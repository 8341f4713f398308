// Starts the web app on a prerendered page (api/src/http/ssrPages.ts) once the page's HTML has
// painted: its modules (data-modules, the entry first) are fetched only then, so on a slow
// network the content shows without waiting for the JavaScript that hydrates it. A page in a
// background tab (no frames) starts at once.
(() => {
  const modules = document.currentScript.dataset.modules.split(' ');
  // Each link starts a fetch, which costs the main thread a little: a few links per task,
  // so the page stays responsive while some thirty modules are asked for.
  const preload = (from) => {
    const links = document.createDocumentFragment();
    for (const href of modules.slice(from, from + 8)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      links.append(link);
    }
    document.head.append(links);
    if (from + 8 < modules.length) setTimeout(preload, 0, from + 8);
  };
  const start = () => {
    preload(0);
    import(modules[0]);
  };
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
