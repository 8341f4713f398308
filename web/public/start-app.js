// Starts the web app on a prerendered page (api/src/http/ssrPages.ts) once the page's HTML has
// painted: its modules (data-modules, the entry first) are fetched only then, so on a slow
// network the content shows without waiting for the JavaScript that hydrates it. A page in a
// background tab (no frames) starts at once.
(() => {
  const modules = document.currentScript.dataset.modules.split(' ');
  const start = () => {
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(modules[0]);
  };
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
