import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { DialogBodyProps } from "../components/dialogs/dialogs-port";

/** A named dialog body (dialog state B's `component`), loaded with its page's chunk when first shown. */
export type DialogBodies = Readonly<Record<string, LazyExoticComponent<ComponentType<DialogBodyProps>>>>;

/** The bodies pages may name. */
export const dialogBodies: DialogBodies = {
  forwardPicker: lazy(() =>
    import("../pages/messenger/forward-picker").then((m) => ({ default: m.ForwardPicker })),
  ),
};
