import { Alert, Button, Group, Text } from "@mantine/core";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useRef } from "react";
import type { FriendState } from "../../../api/schema/friend";
import {
  selectFriendPending,
  selectFriendProblem,
  selectFriendSaving,
  selectFriendState,
} from "../../../machines/friends/friendship.selectors";
import { friendshipLogic } from "../../app/friends-wiring";
import { ruFriends as t } from "../../i18n/ru.friends";
import { ButtonLink } from "../links";

/**
 * What the viewer can do about a member on the member's profile (spec §4 Friendship): ask, withdraw,
 * accept or refuse, end; and write to them. Live: the other's answer moves the buttons at once.
 */
export function FriendshipActions({
  viewerId,
  friendId,
  state,
  onChanged,
  compact = false,
  name = "",
}: {
  viewerId: number;
  friendId: number;
  state: FriendState;
  /** Where the viewer stands changed (the profile's counters are asked again). */
  onChanged?: () => void;
  /** In a list's row: the buttons only, small, without the state's words or «Написать». */
  compact?: boolean;
  /** Whose row it is (names the compact buttons' region). */
  name?: string;
}) {
  const friendship = useActorRef(friendshipLogic, { input: { viewerId, friendId, state } });
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
  const known = useRef(state);
  useEffect(() => {
    if (shown === known.current) return;
    known.current = shown;
    onChanged?.();
  }, [shown, onChanged]);

  return (
    <section aria-label={compact ? t.actionsOf(name) : t.actionsLabel} data-friendship={shown}>
      <Group gap="xs">
        {shown === "none" ? (
          <Button onClick={() => friendship.send({ type: "friend.request" })} {...busy("request")}>
            {t.request}
          </Button>
        ) : null}
        {shown === "outgoing" ? (
          <>
            {say(t.requested)}
            <Button
              variant="default"
              onClick={() => friendship.send({ type: "friend.withdraw" })}
              {...busy("withdraw")}
            >
              {t.withdraw}
            </Button>
          </>
        ) : null}
        {shown === "incoming" ? (
          <>
            {say(t.incoming)}
            <Button onClick={() => friendship.send({ type: "friend.accept" })} {...busy("accept")}>
              {t.accept}
            </Button>
            <Button
              variant="default"
              onClick={() => friendship.send({ type: "friend.refuse" })}
              {...busy("refuse")}
            >
              {t.refuse}
            </Button>
          </>
        ) : null}
        {shown === "friends" ? (
          <>
            {say(t.friends)}
            <Button
              variant="default"
              onClick={() => friendship.send({ type: "friend.end" })}
              {...busy("end")}
            >
              {t.end}
            </Button>
          </>
        ) : null}
        {compact ? null : (
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
