import { type CSSVariablesResolver, createTheme, localStorageColorSchemeManager } from "@mantine/core";

/**
 * The Mantine theme of МИР. Layer levels follow spec §9 (modal 1100, overlay 1000, menu 1000,
 * tooltip 1100); the visio colour theme is a CSS scope (`data-theme="visio"`, see app/shell.module.css).
 */
export const theme = createTheme({
  primaryColor: "indigo",
  // Shade 7 in both schemes: white text on a filled button, and the primary colour as text on white, keep
  // the 4.5:1 contrast of WCAG 2.2 AA (shade 6 gives 4.3:1, the dark scheme's old shade 5 3.7:1).
  primaryShade: { light: 7, dark: 7 },
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

/**
 * Mantine's defaults that fall below WCAG 2.2 AA's 4.5:1 for normal text, raised: dimmed text (gray 6 on
 * white is 3.3:1, dark 2 on the dark body 4.0:1) and the text of `light` badges and alerts in the colours
 * whose shade 9 is too pale on its shade 1 (yellow 2.7:1, green 3.8:1, orange 3.6:1, teal 4.3:1). The
 * values are the same hues, darker; each passes on its own light background (5–6:1). A field's error
 * text is red 6 on white (3.3:1) in the light scheme and red 8 on the dark body (3.9:1): red 9 and red 4.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": current.colors.gray[7] ?? "#495057",
    "--mantine-color-yellow-light-color": "#8f4a00",
    "--mantine-color-orange-light-color": "#a8380b",
    "--mantine-color-green-light-color": "#226e31",
    "--mantine-color-teal-light-color": "#066649",
    "--mantine-color-lime-light-color": "#4a7309",
    "--mantine-color-error": current.colors.red[9] ?? "#c92a2a",
  },
  dark: {
    "--mantine-color-dimmed": current.colors.dark[1] ?? "#b8b8b8",
    // Links and other primary-coloured text on the dark body: shade 7 is for fills, text needs a light one.
    "--mantine-color-anchor": current.colors.indigo[3] ?? "#91a7ff",
    "--mantine-color-error": current.colors.red[4] ?? "#ff8787",
  },
});
