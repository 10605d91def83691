// Applies the saved colour scheme before the first paint (no inline script: the CSP forbids it).
(function () {
  try {
    var saved = window.localStorage.getItem('mantine-color-scheme-value');
    var scheme = saved === 'light' || saved === 'dark' ? saved : 'auto';
    if (scheme === 'auto') {
      scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  } catch {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
  }
})();
