// Applies the saved (or system) theme before the first paint, so there is no flash of the wrong
// theme. An external file, not an inline script, so a strict Content-Security-Policy allows it.
(() => {
  const root = document.documentElement;
  const pick = () => {
    try {
      const stored = localStorage.getItem("theme");
      if (stored === "light" || stored === "dark") return stored;
      return window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
    } catch (_error) {
      return "light";
    }
  };
  const theme = pick();
  root.classList.add(theme);
  root.style.colorScheme = theme;
})();
