import {
  ActionIcon,
  Alert,
  Avatar,
  Button,
  Center,
  CloseButton,
  Group,
  Loader,
  Text,
  Title,
} from "@mantine/core";
import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { dialogOperation } from "../../../machines/lib/dialog-operations";
import type { ChatActor } from "../../../machines/messenger/chat.machine";
import {
  selectActionProblem,
  selectChat,
  selectChatId,
  selectProblem,
  selectStatus,
} from "../../../machines/messenger/chat.selectors";
import type { ChatListActor } from "../../../machines/messenger/chat-list.machine";
import { selectChats } from "../../../machines/messenger/chat-list.selectors";
import { useDialogs } from "../../components/dialogs/dialogs-port";
import { ruMessenger } from "../../i18n/ru.messenger";
import { chatAvatar, chatTitle } from "./chat-title";
import { Composer } from "./composer";
import { forwardDialog } from "./forward-picker";
import { BackIcon } from "./icons";
import { MessageList } from "./message-list";
import css from "./messenger.module.css";

const t = ruMessenger.chatPage;

/** The window's focus, as the read state needs it (a chat in a background window is not read). */
function useWindowFocus(chat: ChatActor) {
  useEffect(() => {
    const focus = () => chat.send({ type: "window.focus" });
    const blur = () => chat.send({ type: "window.blur" });
    chat.send({ type: document.hasFocus() ? "window.focus" : "window.blur" });
    window.addEventListener("focus", focus);
    window.addEventListener("blur", blur);
    return () => {
      window.removeEventListener("focus", focus);
      window.removeEventListener("blur", blur);
    };
  }, [chat]);
}

/** The open chat: its header, messages and composer; deleting and forwarding a message ask in the app's dialog. */
export function ChatPane({
  chat,
  list,
  selfId,
  onBack,
}: {
  chat: ChatActor;
  list: ChatListActor;
  selfId: number;
  onBack: () => void;
}) {
  const chatId = useSelector(chat, selectChatId);
  const status = useSelector(chat, selectStatus);
  const info = useSelector(chat, selectChat);
  const problem = useSelector(chat, selectProblem);
  const actionProblem = useSelector(chat, selectActionProblem);
  const chats = useSelector(list, selectChats);
  const dialogs = useDialogs();
  useWindowFocus(chat);

  // Deleted for everyone through the app's dialog; the open chat drops it at once (the socket tells the others).
  const askDelete = (id: number) =>
    dialogs.show(
      {
        header: t.deleteDialog.header,
        text: t.deleteDialog.text,
        confirmLabel: t.deleteDialog.confirm,
        operation: dialogOperation.deleteMessage,
        entity: "message",
        object: id,
      },
      { onConfirmed: () => chat.send({ type: "message.removed", id }) },
    );
  // The member picks the chat in the dialog; the chat machine forwards.
  const askForward = (id: number) =>
    dialogs.show(forwardDialog(id, { chats, currentChatId: chatId, selfId }), {
      onConfirmed: ({ choice }) => {
        if (typeof choice === "number") chat.send({ type: "message.forward", id, chatId: choice });
      },
    });

  return (
    <section
      className={css.chat}
      aria-label={info ? chatTitle(info, selfId) : t.title}
      data-open-chat={chatId}
    >
      <header className={css.chatHeader}>
        <ActionIcon className={css.back} variant="subtle" color="gray" aria-label={t.back} onClick={onBack}>
          <BackIcon />
        </ActionIcon>
        {info ? (
          <>
            <Avatar src={chatAvatar(info)} alt="" size="md" />
            <Title order={2} size="h4" className={css.ellipsis}>
              {chatTitle(info, selfId)}
            </Title>
          </>
        ) : null}
      </header>
      {actionProblem ? (
        <Alert color="red" py={6} role="alert">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{actionProblem.message}</Text>
            <CloseButton
              size="sm"
              aria-label={t.dismiss}
              onClick={() => chat.send({ type: "problem.dismiss" })}
            />
          </Group>
        </Alert>
      ) : null}
      {status === "loading" ? (
        <Center className={css.placeholder}>
          <Loader role="status" size="sm" aria-label={t.chatLoading} />
        </Center>
      ) : status === "failed" ? (
        <Center className={css.placeholder}>
          <Alert color="red" role="alert" title={t.chatFailed}>
            <Text size="sm">{problem?.message}</Text>
            <Button mt="xs" size="xs" onClick={() => chat.send({ type: "chat.reload" })}>
              {t.retry}
            </Button>
          </Alert>
        </Center>
      ) : (
        <MessageList chat={chat} onForward={askForward} onDelete={askDelete} />
      )}
      {info?.isDirect && info.user?.deleted ? (
        <Text className={css.closedNotice} size="sm" role="status" data-chat-closed="">
          {t.partnerGone}
        </Text>
      ) : (
        <Composer chat={chat} />
      )}
    </section>
  );
}
