import { generateReferralCode, moveReferral, revokeFranchise } from "../../../api/endpoints/structure";
import { dialogMachine } from "../../../machines/lib/dialog.machine";
import {
  confirmedOnly,
  type DialogOperations,
  dialogConfirmOf,
} from "../../../machines/lib/dialog-operations";
import { deleteChatMessage } from "../../../machines/messenger/chat.actors";
import { deleteCommentById, deletePublicationById } from "../../../machines/publications/publications.actors";
import { ruDialog } from "../../i18n/ru.dialog";
import { api } from "../api";

// The dialog's composition root: each operation a page may name, mapped to the call it makes. Where the
// asking page's own machine already makes the call (and shows its progress and failure), the dialog only
// confirms and the page, told `dialog.confirmed`, sends its machine the event.

/** A dialog's `object` is the id of what it acts on. */
function idOf(object: unknown): number {
  if (typeof object !== "number") throw new Error(ruDialog.noObject);
  return object;
}

/** A move's `object`: the member and their new referrer. */
function moveOf(object: unknown): { userId: number; referrerId: number } {
  const move = object as { userId?: unknown; referrerId?: unknown } | null;
  if (typeof move?.userId !== "number" || typeof move.referrerId !== "number")
    throw new Error(ruDialog.noObject);
  return { userId: move.userId, referrerId: move.referrerId };
}

const operations: DialogOperations = {
  deleteMessage: ({ object }) => deleteChatMessage(idOf(object), api),
  deleteComment: ({ object }) => deleteCommentById(idOf(object), api),
  deletePublication: ({ object }) => deletePublicationById(idOf(object), api),
  // The call itself, not the structure's actors: their chunk would become one more the dialog's waits for.
  newReferralLink: () => api.call(generateReferralCode),
  moveReferral: ({ object }) => api.call(moveReferral, { body: moveOf(object) }),
  revokeFranchise: ({ object }) => api.call(revokeFranchise, { params: { id: idOf(object) } }),
  // The chat machine forwards (to `choice`), the friendship machine ends, the notification list clears,
  // the settings form deletes the account, the member's roles give or take the administrator's.
  forwardMessage: confirmedOnly,
  endFriendship: confirmedOnly,
  clearNotificationArchive: confirmedOnly,
  deleteAccount: confirmedOnly,
  changeAdminRole: confirmedOnly,
};

/** The app's one dialog (spec §3 dialog states A and B), its operations run by their calls. */
export const dialogLogic = dialogMachine.provide({ actors: { confirm: dialogConfirmOf(operations) } });
