import { Notifications } from "@mantine/notifications";
import type { CSSProperties } from "react";
import { toastOffsetPx, zIndex } from "../theme";
import css from "./shell.module.css";
import { toastLayerClearMs } from "./toast-timing";

/** The toast container itself; a lazy chunk, fetched when the first toast is shown. */
export default function ToastContainer() {
  return (
    <Notifications
      position="top-right"
      classNames={{ root: css.toasts }}
      zIndex={zIndex.tooltip + 100}
      // A toast's exit animation ends as the layer is cleared (spec §9: 200 ms after the last toast).
      transitionDuration={toastLayerClearMs}
      style={{ "--toast-offset": `${toastOffsetPx}px` } as CSSProperties}
      // Mantine marks each toast container with data-layout="default"; the app's layouts own that attribute.
      data-layout="toasts"
    />
  );
}
