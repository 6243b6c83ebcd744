import { fromPromise } from "xstate";
import type { DialogAction } from "./dialog.machine";

/**
 * The operations the app's one dialog confirms (its `operation` field). Each is mapped to its call at the
 * composition (src/ui/app/wiring/dialogs.ts); a page names one of these when it opens a dialog.
 */
export const dialogOperation = {
  /** Deletes a message for everyone (`object`: its id). */
  deleteMessage: "deleteMessage",
  /** Forwards a message (`object`: its id) to the chat the member picks (`choice`); the chat machine sends it. */
  forwardMessage: "forwardMessage",
  /** Deletes a comment under a publication (`object`: its id). */
  deleteComment: "deleteComment",
  /** Deletes a publication with its files (`object`: its id). */
  deletePublication: "deletePublication",
  /** Ends a friendship (`object`: the friend's id); the friendship machine makes the call. */
  endFriendship: "endFriendship",
  /** Clears the notification archive; the notification list makes the call. */
  clearNotificationArchive: "clearNotificationArchive",
  /** Deletes the member's own account; the settings form makes the call with the password typed there. */
  deleteAccount: "deleteAccount",
  /** Gives or takes the administrator's role (`object`: the member's id); the member-roles machine calls. */
  changeAdminRole: "changeAdminRole",
  /** Issues the member a new referral link (the old one stops bringing referrals); answers the new code. */
  newReferralLink: "newReferralLink",
  /** Moves a member with their structure (`object`: `{ userId, referrerId }`) under another (admins). */
  moveReferral: "moveReferral",
  /** Revokes a franchise (`object`: its id); answers its holder with the franchises they still hold. */
  revokeFranchise: "revokeFranchise",
} as const;

export type DialogOperation = (typeof dialogOperation)[keyof typeof dialogOperation];

/** What each operation does once confirmed: a call, or {@link confirmedOnly}. */
export type DialogOperations = Readonly<Record<DialogOperation, (action: DialogAction) => Promise<unknown>>>;

/**
 * An operation whose call the asking page's own machine makes once told `dialog.confirmed` (it shows
 * that call's progress and failure where it already does: the friendship's buttons, the list's alert).
 */
export const confirmedOnly = async (): Promise<null> => null;

const isOperation = (operations: DialogOperations, name: string): name is DialogOperation =>
  Object.hasOwn(operations, name);

/** The dialog machine's `confirm` actor: runs the dialog's operation from `operations`. */
export function dialogConfirmOf(operations: DialogOperations) {
  return fromPromise<unknown, DialogAction>(({ input }) => {
    if (!isOperation(operations, input.operation))
      return Promise.reject(new Error(`Неизвестное действие диалога: ${input.operation}`));
    return operations[input.operation](input);
  });
}
