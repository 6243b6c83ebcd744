import { createTheme, localStorageColorSchemeManager } from "@mantine/core";

/**
 * The Mantine theme of МИР. Layer levels follow spec §9 (modal 1100, overlay 1000, menu 1000,
 * tooltip 1100); the visio colour theme is a CSS scope (`data-theme="visio"`, see app/shell.module.css).
 */
export const theme = createTheme({
  primaryColor: "indigo",
  primaryShade: { light: 6, dark: 5 },
  defaultRadius: "md",
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  headings: { fontWeight: "700" },
  focusRing: "auto",
  cursorType: "pointer",
});

/** Where the chosen colour scheme (auto | light | dark) is kept; index.html reads the same key before paint. */
export const COLOR_SCHEME_KEY = "mantine-color-scheme-value";
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

/** Layer levels of spec §9. */
export const zIndex = { overlay: 1000, menu: 1000, modal: 1100, tooltip: 1100 } as const;

/** Toast area of spec §9: top-right, 20 px from the edges. */
export const toastOffsetPx = 20;
