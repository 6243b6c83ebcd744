import { Alert, Button, Group, Text } from "@mantine/core";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import type { FriendState } from "../../../api/schema/friend";
import type { friendshipMachine } from "../../../machines/friends/friendship.machine";
import {
  selectFriendPending,
  selectFriendProblem,
  selectFriendSaving,
  selectFriendState,
} from "../../../machines/friends/friendship.selectors";
import { dialogOperation } from "../../../machines/lib/dialog-operations";
import { ruFriends as t } from "../../i18n/ru.friends";
import { useDialogs } from "../dialogs/dialogs-port";
import { ButtonLink } from "../links";
import { useInspectable } from "../live-actors";

/** The keys of the plain strings of ruFriends (not the worded functions). */
type Label = { [K in keyof typeof t]: (typeof t)[K] extends string ? K : never }[keyof typeof t];

/**
 * What each state says and offers (spec §4 Friendship); the machine ignores anything else. `quiet`
 * buttons step back (withdraw, refuse, end).
 */
const offered: Record<
  FriendState,
  {
    words?: Label;
    buttons: ReadonlyArray<{
      action: "request" | "withdraw" | "accept" | "refuse" | "end";
      label: Label;
      quiet?: true;
    }>;
  }
> = {
  none: { buttons: [{ action: "request", label: "request" }] },
  outgoing: { words: "requested", buttons: [{ action: "withdraw", label: "withdraw", quiet: true }] },
  // Refused (or ended by them): their subscriber, who may unsubscribe (the request withdrawn), not ask again.
  subscribed: {
    words: "subscribedToThem",
    buttons: [{ action: "withdraw", label: "unsubscribe", quiet: true }],
  },
  incoming: {
    words: "incoming",
    buttons: [
      { action: "accept", label: "accept" },
      { action: "refuse", label: "refuse", quiet: true },
    ],
  },
  friends: { words: "friends", buttons: [{ action: "end", label: "end", quiet: true }] },
};

/**
 * What the viewer can do about a member on the member's profile (spec §4 Friendship): ask, withdraw
 * (also unsubscribing: a request follows them, and a refused one still does), accept or refuse, end
 * (asked first in the app's dialog); and write to them. Live: the other's answer
 * moves the buttons at once.
 */
export function FriendshipActions({
  logic,
  viewerId,
  friendId,
  state,
  onChanged,
  compact = false,
  name = "",
  canWrite = true,
}: {
  /** The friendship machine with the app's calls and socket (`friendshipLogic`, handed in by the page). */
  logic: typeof friendshipMachine;
  viewerId: number;
  friendId: number;
  state: FriendState;
  /** Where the viewer stands changed (the profile's counters are asked again). */
  onChanged?: () => void;
  /** In a list's row: the buttons only, small, without the state's words or «Написать». */
  compact?: boolean;
  /** Whose row it is (names the compact buttons' region). */
  name?: string;
  /** Whether their privacy lets the viewer write: otherwise no «Написать» (the server would refuse). */
  canWrite?: boolean;
}) {
  const friendship = useActorRef(logic, { input: { viewerId, friendId, state } });
  useInspectable("friendship", friendship, compact ? t.actionsOf(name) : `${t.actionsLabel}: ${friendId}`);
  const shown = useSelector(friendship, selectFriendState);
  const saving = useSelector(friendship, selectFriendSaving);
  const pending = useSelector(friendship, selectFriendPending);
  const problem = useSelector(friendship, selectFriendProblem);
  const busy = (action: string) => ({
    loading: pending === action,
    disabled: saving,
    ...(compact ? { size: "xs" as const } : {}),
  });
  const say = (text: string) => (compact ? null : <Text size="sm">{text}</Text>);
  const dialogs = useDialogs();
  const act = (action: (typeof offered)[FriendState]["buttons"][number]["action"]) => {
    if (action !== "end") return friendship.send({ type: `friend.${action}` });
    // Ending is confirmed first; the friendship machine then makes the call and shows how it went.
    dialogs.show(
      {
        header: t.endDialog.header,
        text: t.endDialog.text(name),
        confirmLabel: t.endDialog.confirm,
        operation: dialogOperation.endFriendship,
        entity: "friendship",
        object: friendId,
      },
      { onConfirmed: () => friendship.send({ type: "friend.end" }) },
    );
  };
  // The friendship says when where the viewer stands changed (an answer, the other's move, another tab).
  useEffect(() => {
    if (!onChanged) return;
    const subscription = friendship.on("friendship.moved", () => onChanged());
    return () => subscription.unsubscribe();
  }, [friendship, onChanged]);

  return (
    <section aria-label={compact ? t.actionsOf(name) : t.actionsLabel} data-friendship={shown}>
      <Group gap="xs">
        {offered[shown].words ? say(t[offered[shown].words]) : null}
        {offered[shown].buttons.map(({ action, label, quiet }) => (
          <Button
            key={action}
            variant={quiet ? "default" : "filled"}
            onClick={() => act(action)}
            {...busy(action)}
          >
            {t[label]}
          </Button>
        ))}
        {compact || !canWrite ? null : (
          <ButtonLink
            to="/profile/$id/chat"
            params={{ id: viewerId }}
            search={{ user: friendId }}
            variant="light"
          >
            {t.write}
          </ButtonLink>
        )}
      </Group>
      {problem ? (
        <Alert color="red" role="alert" p="xs" mt="xs">
          {problem.message}
        </Alert>
      ) : null}
    </section>
  );
}
