import { createContext, use } from "react";
import type { DialogEmitted, DialogFields } from "../../../machines/lib/dialog.machine";
import type { DialogOperation } from "../../../machines/lib/dialog-operations";

// In the first page's JavaScript: types only. The app's one dialog (its machine, the host that draws it,
// the calls its operations make) arrives with its own chunk the first time a page asks for a dialog.

/** A dialog a page asks for: its words or its named body, and the operation confirming runs. */
export type DialogRequest = Partial<Omit<DialogFields, "operation">> & {
  readonly operation: DialogOperation;
};

/** The dialog's answer to the page that asked (its operation done, with what it answered and the pick). */
export type DialogConfirmed = Extract<DialogEmitted, { type: "dialog.confirmed" }>;

/** What the asking page does with the answer; nothing is told when another dialog replaces this one. */
export interface DialogReply {
  /** The operation succeeded (the page moves its own machines: the chat drops the message …). */
  readonly onConfirmed?: (confirmed: DialogConfirmed) => void;
  /** Closed without it (the cross, Escape, «Отмена»). */
  readonly onClosed?: () => void;
}

/** How a page opens the app's one dialog (spec §2 "dialog host"; spec §4 "Dialogs": the show action). */
export interface DialogsPort {
  show(request: DialogRequest, reply?: DialogReply): void;
}

/** No host (a view rendered alone, in a test): nothing is shown, nothing confirmed. */
const noHost: DialogsPort = { show: () => undefined };

/** The app's dialogs; the shell provides them (src/ui/app/dialogs.tsx). */
export const DialogsContext = createContext<DialogsPort>(noHost);

/** The app's one dialog, for a page or a shared component to open. */
export const useDialogs = (): DialogsPort => use(DialogsContext);

/** What a named dialog body (dialog state B) is given: every field, and how to answer. */
export interface DialogBodyProps {
  readonly fields: DialogFields;
  /** The operation runs: the buttons wait. */
  readonly busy: boolean;
  /** Confirms with what the member picked (handed to the operation and to the page as `choice`). */
  readonly choose: (choice: unknown) => void;
  readonly close: () => void;
}
