// Applies the saved colour scheme (the key of Mantine's localStorageColorSchemeManager) before the first
// paint, so a visitor who chose dark, or whose system is dark, never sees a flash of the light theme.
// A file of its own, not inline: the Content-Security-Policy allows scripts from our origin only.
(() => {
  const systemDark = window.matchMedia?.("(prefers-color-scheme: dark)").matches === true;
  let scheme = systemDark ? "dark" : "light";
  try {
    const saved = window.localStorage.getItem("mantine-color-scheme-value");
    if (saved === "light" || saved === "dark") scheme = saved;
  } catch {
    // Storage is blocked: follow the system.
  }
  document.documentElement.setAttribute("data-mantine-color-scheme", scheme);
})();
