import { type Background, BackgroundType, backgroundProblem } from "../../api/schema/background";

/** The CSS variable the shell paints its background with (shell.module.css, `.app`). */
const variable = "--mir-page-background";

/**
 * Shows the member's active background on the page (spec §4): a colour, or an image covering the page;
 * null gives the theme's own back. A value the contract's rule refuses (the server checks it too) is not
 * painted: it goes into CSS as it is.
 */
export function paintBackground(root: HTMLElement, background: Background | null): void {
  const usable = background && backgroundProblem(background.type, background.background) === undefined;
  if (!background || !usable) {
    root.style.removeProperty(variable);
    delete root.dataset.pageBackground;
    return;
  }
  const colour = background.type === BackgroundType.colour;
  root.style.setProperty(
    variable,
    colour ? background.background : `url("${background.background}") center / cover no-repeat fixed`,
  );
  root.dataset.pageBackground = colour ? "colour" : "image";
}
