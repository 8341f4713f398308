// Starts the web app on a prerendered page (api/src/http/ssrPages.ts) once the page's HTML has
// painted: its modules (data-modules, the entry first) are fetched only then, so on a slow
// network the content shows without waiting for the JavaScript that hydrates it. A page in a
// background tab (no frames) starts at once.
(() => {
  const modules = document.currentScript.dataset.modules.split(' ');
  const PER_TASK = 2;
  // Each link starts a fetch and, once it arrives, a compile on the main thread: two links per
  // task keep each task short on a slow phone while some forty modules are asked for.
  const preload = (from) => {
    const links = document.createDocumentFragment();
    for (const href of modules.slice(from, from + PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      links.append(link);
    }
    document.head.append(links);
    if (from + PER_TASK < modules.length) setTimeout(preload, 0, from + PER_TASK);
  };
  const start = () => {
    preload(0);
    import(modules[0]);
  };
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
