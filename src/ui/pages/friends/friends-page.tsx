import "../../components/mantine-styles";
import { Alert, Avatar, Badge, Button, Group, Loader, Stack, Tabs, Text, Title } from "@mantine/core";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import type { FriendsFilter } from "../../../api/endpoints/friends";
import type { FriendCard } from "../../../api/schema/friend";
import {
  selectHasMore,
  selectIsEmpty,
  selectListProblem,
  selectListStatus,
  selectLoadingMore,
  selectRows,
} from "../../../machines/lib/paged-list.selectors";
import { selectUser } from "../../../machines/session/session.selectors";
import { followFriends, friendsListLogic, onFriendshipsChanged } from "../../app/wiring/friends";
import { profileLogic } from "../../app/wiring/profile";
import { FriendshipActions } from "../../components/friends/friendship-actions";
import { AnchorLink } from "../../components/links";
import { useResource } from "../../components/use-resource";
import { ruFriends as t } from "../../i18n/ru.friends";
import { useSession } from "../../session/hooks";
import css from "./friends-page.module.css";

/** The lists a viewer may open: requests and suggestions on their own page, shared friends on another's. */
const tabsFor = (own: boolean): ReadonlyArray<FriendsFilter> =>
  own ? ["all", "incoming", "outgoing", "suggestions"] : ["all", "mutual"];

/** /profile/{id}/friends: a member's friends, and on one's own page the requests and suggestions. */
export function FriendsPage({
  ownerId,
  type,
  onTypeChange,
}: {
  ownerId: number;
  type: FriendsFilter;
  onTypeChange: (type: FriendsFilter) => void;
}) {
  const me = useSession(selectUser);
  const own = me?.id === ownerId;
  const tabs = tabsFor(own);
  const shown = tabs.includes(type) ? type : "all";
  // The requests waiting for an answer, on the incoming tab: asked again whenever a friendship changes.
  const { data: profile, reload } = useResource(profileLogic, { id: ownerId });
  useEffect(() => onFriendshipsChanged(reload), [reload]);
  const waiting = own ? (profile?.counters.incoming ?? 0) : 0;
  return (
    <Stack gap="md" className={css.root}>
      <Title order={1} size="h2">
        {t.title}
      </Title>
      <Tabs value={shown} onChange={(next) => onTypeChange(tabs.find((tab) => tab === next) ?? "all")}>
        <Tabs.List aria-label={t.tabsLabel}>
          {tabs.map((tab) => (
            <Tabs.Tab
              key={tab}
              value={tab}
              data-waiting={tab === "incoming" ? waiting : undefined}
              // Named by what it shows (axe: label-content-name-mismatch): «Входящие заявки 2».
              rightSection={
                tab === "incoming" && waiting > 0 ? (
                  <Badge size="sm" circle>
                    {waiting}
                  </Badge>
                ) : null
              }
            >
              {t.tabs[tab]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={shown} pt="md">
          <FriendsList key={shown} ownerId={ownerId} type={shown} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function FriendsList({ ownerId, type }: { ownerId: number; type: FriendsFilter }) {
  const viewerId = useSession(selectUser)?.id;
  const [logic] = useState(() => friendsListLogic(ownerId, type));
  const list = useActorRef(logic, { input: {} });
  const status = useSelector(list, selectListStatus);
  const rows = useSelector(list, selectRows);
  const empty = useSelector(list, selectIsEmpty);
  const problem = useSelector(list, selectListProblem);
  const hasMore = useSelector(list, selectHasMore);
  const loadingMore = useSelector(list, selectLoadingMore);
  // Live: a request, an answer or an ending anywhere in the member's friendships reloads the list.
  useEffect(() => (viewerId === undefined ? undefined : followFriends(list, viewerId)), [list, viewerId]);

  if (status === "loading") return <Loader role="status" size="sm" aria-label={t.loading} />;
  if (status === "failed") {
    return (
      <Alert color="red" role="alert">
        {t.failed} {problem?.message}{" "}
        <Button size="xs" variant="subtle" onClick={() => list.send({ type: "list.refresh" })}>
          {t.retry}
        </Button>
      </Alert>
    );
  }
  if (empty) return <Text c="dimmed">{t.empty[type]}</Text>;
  return (
    <Stack gap="xs">
      <ul className={css.list} data-friends={type}>
        {rows.map((friend) => (
          <FriendRow key={friend.id} friend={friend} viewerId={viewerId} incoming={type === "incoming"} />
        ))}
      </ul>
      {hasMore ? (
        <Button variant="subtle" loading={loadingMore} onClick={() => list.send({ type: "list.more" })}>
          {t.more}
        </Button>
      ) : null}
    </Stack>
  );
}

/** A member in the list; an incoming request's row answers it in place. */
function FriendRow({
  friend,
  viewerId,
  incoming,
}: {
  friend: FriendCard;
  viewerId: number | undefined;
  incoming: boolean;
}) {
  return (
    <li className={css.row} data-friend-id={friend.id}>
      <AnchorLink
        to="/profile/$id"
        params={{ id: friend.id }}
        className={css.link}
        aria-label={t.open(friend.name)}
      >
        <Group gap="sm" wrap="nowrap">
          {/* The name beside it says who: the picture is decoration (alt=""), not a second name. */}
          <Avatar src={friend.avatar} name={friend.name} color="initials" radius="xl" alt="" />
          <div>
            <Text fw={500}>{friend.name}</Text>
            {friend.mutual > 0 ? (
              <Text size="xs" c="dimmed">
                {t.mutualOf(friend.mutual)}
              </Text>
            ) : null}
          </div>
        </Group>
      </AnchorLink>
      {incoming && viewerId !== undefined ? (
        <FriendshipActions
          viewerId={viewerId}
          friendId={friend.id}
          state="incoming"
          name={friend.name}
          compact
        />
      ) : null}
    </li>
  );
}
