import "../../components/mantine-styles";
import { Badge, Stack, Tabs, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useActorRef } from "@xstate/react";
import { useState } from "react";
import type { FriendsFilter } from "../../../api/endpoints/friends";
import { selectUser } from "../../../machines/session/session.selectors";
import { friendshipLogic, friendsListLogic } from "../../app/wiring/friends";
import { liveProfileLogic } from "../../app/wiring/profile";
import { FriendshipActions } from "../../components/friends/friendship-actions";
import { MemberList } from "../../components/members/member-list";
import { useResource } from "../../components/use-resource";
import { ruFriends as t } from "../../i18n/ru.friends";
import { useSession } from "../../session/hooks";
import css from "./friends-page.module.css";

/** The lists a viewer may open: requests and suggestions on their own page, shared friends on another's. */
const tabsFor = (own: boolean): ReadonlyArray<FriendsFilter> =>
  own ? ["all", "online", "incoming", "outgoing", "suggestions"] : ["all", "online", "mutual"];

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
  const { data: profile } = useResource(liveProfileLogic, { id: ownerId });
  const waiting = own ? (profile?.counters.incoming ?? 0) : 0;
  const [text, setText] = useState("");
  const [query] = useDebouncedValue(text.trim(), 300);
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
          <TextInput
            type="search"
            aria-label={t.searchWithin}
            placeholder={t.searchWithin}
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.currentTarget.value)}
            mb="sm"
          />
          <FriendsList key={`${shown}|${query}`} ownerId={ownerId} type={shown} text={query} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function FriendsList({ ownerId, type, text }: { ownerId: number; type: FriendsFilter; text: string }) {
  const viewerId = useSession(selectUser)?.id;
  // Live: a request, an answer or an ending anywhere in the member's friendships reloads the list.
  const [logic] = useState(() => friendsListLogic(ownerId, type, text, viewerId));
  const list = useActorRef(logic, { input: {} });
  return (
    <MemberList
      list={list}
      kind={`friends-${type}`}
      texts={{ loading: t.loading, failed: t.failed, empty: text ? t.nothingFound : t.empty[type] }}
      details={(friend) =>
        friend.mutual > 0 ? (
          <Text size="xs" c="dimmed">
            {t.mutualOf(friend.mutual)}
          </Text>
        ) : null
      }
      // An incoming request's row answers it in place.
      actions={(friend) =>
        type === "incoming" && viewerId !== undefined ? (
          <FriendshipActions
            logic={friendshipLogic}
            viewerId={viewerId}
            friendId={friend.id}
            state="incoming"
            name={friend.name}
            compact
          />
        ) : null
      }
    />
  );
}
