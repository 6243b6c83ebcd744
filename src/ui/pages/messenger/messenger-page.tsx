import "./mantine-styles";
import { VisuallyHidden } from "@mantine/core";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useMemo } from "react";
import type { Chat } from "../../../api/schema/chat";
import { selectOpenChat } from "../../../machines/messenger/chat-list.selectors";
import { holdMessengerPageOpen, messengerLogic } from "../../app/wiring/messenger";
import { useInspectable } from "../../components/live-actors";
import { ruMessenger } from "../../i18n/ru.messenger";
import { ChatListPane } from "./chat-list-pane";
import { ChatPane } from "./chat-pane";
import { browserChatStorage } from "./chat-storage";
import css from "./messenger.module.css";

export interface MessengerPageProps {
  /** The logged-in member (the page is the owner's only). */
  readonly selfId: number;
  /** `?user={memberId}`: the direct chat with that member is opened, or started. */
  readonly user?: number | undefined;
  /** `?chat={chatId}`: that chat of the member's is opened (a team's chat, from its page). */
  readonly chat?: number | undefined;
  /** Puts the open direct chat's member in the address (undefined: none), so a reload reopens it. */
  readonly onUserChange: (user: number | undefined) => void;
}

/**
 * The messenger, /profile/{id}/chat (issue 5): the chat list beside the open chat — one of the two at a
 * time on a phone. A lazy chunk: none of it is in the first page's JavaScript.
 */
export default function MessengerPage({ selfId, user, chat, onUserChange }: MessengerPageProps) {
  const logic = useMemo(() => messengerLogic(), []);
  const list = useActorRef(logic, { input: { selfId, storage: browserChatStorage(selfId) } });
  const open = useSelector(list, selectOpenChat);
  useInspectable("chatList", list, ruMessenger.chatPage.title);
  useInspectable("chat", open, ruMessenger.chatPage.openChat(open?.getSnapshot().context.chatId ?? 0));

  // While this page is open it rings for its chats; the tab holding the socket stays quiet.
  useEffect(() => holdMessengerPageOpen(), []);

  // The address names whom to talk to; the list opens (or starts) that chat.
  useEffect(() => {
    if (user !== undefined) list.send({ type: "chat.openWith", memberId: user });
  }, [list, user]);

  useEffect(() => {
    if (chat !== undefined) list.send({ type: "chat.select", chatId: chat });
  }, [list, chat]);

  const openChat = (chat: Chat) => {
    list.send({ type: "chat.select", chatId: chat.id });
    onUserChange(chat.isDirect && chat.user ? chat.user.id : undefined);
  };

  return (
    <div className={css.root} data-open={open ? "" : undefined} data-messenger="">
      <VisuallyHidden component="h1">{ruMessenger.chatPage.title}</VisuallyHidden>
      <ChatListPane
        list={list}
        selfId={selfId}
        onOpen={openChat}
        onStart={(memberId) => {
          list.send({ type: "chat.openWith", memberId });
          onUserChange(memberId);
        }}
      />
      {open ? (
        <ChatPane
          key={open.id}
          chat={open}
          list={list}
          selfId={selfId}
          onBack={() => {
            list.send({ type: "chat.close" });
            onUserChange(undefined);
          }}
        />
      ) : (
        <section className={css.chat}>
          <div className={css.placeholder}>{ruMessenger.chatPage.chooseChat}</div>
        </section>
      )}
    </div>
  );
}
