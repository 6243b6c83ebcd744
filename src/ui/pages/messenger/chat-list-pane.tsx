import {
  ActionIcon,
  Alert,
  Avatar,
  Badge,
  Button,
  Center,
  Loader,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from "@mantine/core";
import { useSelector } from "@xstate/react";
import type { Chat } from "../../../api/schema/chat";
import type { ChatListActor } from "../../../machines/messenger/chat-list.machine";
import {
  selectChats,
  selectGroup,
  selectHasMore,
  selectListProblem,
  selectListStatus,
  selectLoadingMore,
  selectOpening,
  selectOpenProblem,
  selectQuery,
  selectResults,
  selectSearching,
  selectSearchProblem,
  selectSelectedId,
} from "../../../machines/messenger/chat-list.selectors";
import { Moment } from "../../components/dates/moment";
import { ruMessenger } from "../../i18n/ru.messenger";
import { chatAvatar, chatTitle, messagePreview } from "./chat-title";
import { GroupComposer } from "./group-composer";
import { NewGroupIcon, SearchIcon } from "./icons";
import css from "./messenger.module.css";

const t = ruMessenger.chatPage;

function ChatRow({
  chat,
  selfId,
  selected,
  onOpen,
}: {
  chat: Chat;
  selfId: number;
  selected: boolean;
  onOpen: (chat: Chat) => void;
}) {
  const last = chat.lastMessage;
  const ownLast = last !== null && last.userId === selfId;
  return (
    <UnstyledButton
      className={css.chatRow}
      aria-current={selected}
      onClick={() => onOpen(chat)}
      data-chat-id={chat.id}
      data-unread={chat.unread}
    >
      <Avatar src={chatAvatar(chat)} alt="" />
      <div className={css.chatRowText}>
        <Text fw={600} size="sm" className={css.ellipsis}>
          {chatTitle(chat, selfId)}
        </Text>
        <Text size="xs" c="dimmed" className={css.ellipsis} data-last-message="">
          {messagePreview(last, selfId)}
        </Text>
      </div>
      <Stack gap={2} align="flex-end">
        <Text size="xs" c="dimmed">
          {ownLast ? (
            <span role="img" aria-label={last.isChecked ? t.ticks.read : t.ticks.sent}>
              {last.isChecked ? "✓✓ " : "✓ "}
            </span>
          ) : null}
          <Moment at={last?.createdAt ?? chat.updatedAt} />
        </Text>
        {chat.unread > 0 ? (
          <Badge size="sm" circle={chat.unread < 10} aria-label={t.unread(chat.unread)} data-unread-badge="">
            {chat.unread}
          </Badge>
        ) : null}
      </Stack>
    </UnstyledButton>
  );
}

function SearchResults({ list, onStart }: { list: ChatListActor; onStart: (memberId: number) => void }) {
  const results = useSelector(list, selectResults);
  const group = useSelector(list, selectGroup);
  const searching = useSelector(list, selectSearching);
  const problem = useSelector(list, selectSearchProblem);
  if (problem)
    return (
      <Alert color="red" m="sm">
        {problem.message}
      </Alert>
    );
  if (searching && results.length === 0) {
    return (
      <Center p="md">
        <Loader role="status" size="sm" aria-label={t.search.searching} />
      </Center>
    );
  }
  if (results.length === 0)
    return (
      <Text c="dimmed" p="md">
        {t.search.nothing}
      </Text>
    );
  return (
    <div data-search-results="">
      {results.map((user) => {
        // While a group is composed, a member found is picked (or put back) rather than written to.
        const picked = group?.some((member) => member.id === user.id) ?? false;
        // One whose privacy leaves the member out is shown, marked, and cannot be picked or written to.
        const closed = picked ? undefined : user.accepts;
        const noteId = `closed-${user.id}`;
        return (
          <UnstyledButton
            key={user.id}
            className={css.chatRow}
            aria-label={group ? t.group.pick(user.name) : t.search.start(user.name)}
            aria-pressed={group ? picked : undefined}
            aria-disabled={closed ? true : undefined}
            aria-describedby={closed ? noteId : undefined}
            data-closed={closed}
            onClick={() => {
              if (closed) return;
              if (group) list.send({ type: "group.toggle", user });
              else onStart(user.id);
            }}
            data-member-id={user.id}
          >
            <Avatar src={user.avatar} alt="" />
            <div className={css.chatRowText}>
              <Text size="sm" className={css.ellipsis}>
                {user.name}
              </Text>
              {closed ? (
                <Text id={noteId} size="xs" c="dimmed" className={css.ellipsis}>
                  {t.closed[closed]}
                </Text>
              ) : null}
            </div>
            {picked ? <Text aria-hidden="true">✓</Text> : null}
          </UnstyledButton>
        );
      })}
    </div>
  );
}

/** The chat list (newest activity first, unread counts, live) and the search of members to start a chat. */
export function ChatListPane({
  list,
  selfId,
  onOpen,
  onStart,
}: {
  list: ChatListActor;
  selfId: number;
  /** The member opened a chat of the list. */
  onOpen: (chat: Chat) => void;
  /** The member picked someone found: open (or start) the chat with them. */
  onStart: (memberId: number) => void;
}) {
  const status = useSelector(list, selectListStatus);
  const chats = useSelector(list, selectChats);
  const selectedId = useSelector(list, selectSelectedId);
  const query = useSelector(list, selectQuery);
  const problem = useSelector(list, selectListProblem);
  const openProblem = useSelector(list, selectOpenProblem);
  const opening = useSelector(list, selectOpening);
  const hasMore = useSelector(list, selectHasMore);
  const loadingMore = useSelector(list, selectLoadingMore);
  const composing = useSelector(list, selectGroup) !== null;
  return (
    <nav className={css.list} aria-label={t.listTitle}>
      <div className={css.listHeader}>
        <div className={css.searchRow}>
          <TextInput
            aria-label={t.search.label}
            placeholder={t.search.placeholder}
            leftSection={<SearchIcon />}
            value={query}
            onChange={(event) => list.send({ type: "search.change", text: event.currentTarget.value })}
            onKeyDown={(event) => {
              if (event.key === "Escape") list.send({ type: "search.clear" });
            }}
            type="search"
          />
          {composing ? null : (
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={t.group.start}
              title={t.group.start}
              onClick={() => list.send({ type: "group.start" })}
            >
              <NewGroupIcon />
            </ActionIcon>
          )}
        </div>
        <GroupComposer list={list} />
        {opening ? <Loader role="status" size="xs" mt="xs" aria-label={t.chatLoading} /> : null}
        {openProblem ? (
          <Alert color="red" mt="xs" p="xs" role="alert">
            {t.openFailed} {openProblem.message}
          </Alert>
        ) : null}
      </div>
      <div className={css.listScroll}>
        {query.trim() ? (
          <SearchResults list={list} onStart={onStart} />
        ) : status === "loading" ? (
          <Center p="md">
            <Loader role="status" size="sm" aria-label={t.loading} />
          </Center>
        ) : status === "failed" ? (
          <Alert color="red" m="sm" title={t.loadFailed}>
            <Text size="sm">{problem?.message}</Text>
            <Button mt="xs" size="xs" onClick={() => list.send({ type: "chats.reload" })}>
              {t.retry}
            </Button>
          </Alert>
        ) : chats.length === 0 ? (
          <Text c="dimmed" p="md" size="sm">
            {t.noChats}
          </Text>
        ) : (
          <div data-chat-list="">
            {chats.map((chat) => (
              <ChatRow
                key={chat.id}
                chat={chat}
                selfId={selfId}
                selected={chat.id === selectedId}
                onOpen={onOpen}
              />
            ))}
            {hasMore ? (
              <Center p="xs">
                <Button
                  variant="subtle"
                  size="xs"
                  loading={loadingMore}
                  onClick={() => list.send({ type: "chats.more" })}
                >
                  {t.more}
                </Button>
              </Center>
            ) : null}
          </div>
        )}
      </div>
    </nav>
  );
}
