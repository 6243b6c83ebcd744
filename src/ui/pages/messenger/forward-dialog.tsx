import { Avatar, Button, Modal, Stack, Text, UnstyledButton } from "@mantine/core";
import type { Chat } from "../../../api/schema/chat";
import { ruMessenger } from "../../i18n/ru.messenger";
import { chatAvatar, chatTitle } from "./chat-title";
import css from "./messenger.module.css";

const t = ruMessenger.chatPage.forward;

/** Where to forward a message: the member's other chats. */
export function ForwardDialog({
  opened,
  chats,
  currentChatId,
  selfId,
  onPick,
  onClose,
}: {
  opened: boolean;
  chats: ReadonlyArray<Chat>;
  currentChatId: number;
  selfId: number;
  onPick: (chatId: number) => void;
  onClose: () => void;
}) {
  const others = chats.filter((chat) => chat.id !== currentChatId);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t.title}
      centered
      closeButtonProps={{ "aria-label": t.cancel }}
    >
      <Stack gap={0} data-forward-targets="">
        {others.length === 0 ? <Text c="dimmed">{t.none}</Text> : null}
        {others.map((chat) => (
          <UnstyledButton
            key={chat.id}
            className={css.chatRow}
            onClick={() => onPick(chat.id)}
            data-forward-chat={chat.id}
          >
            <Avatar src={chatAvatar(chat)} alt="" size="sm" />
            <Text size="sm">{chatTitle(chat, selfId)}</Text>
          </UnstyledButton>
        ))}
      </Stack>
      <Button variant="default" fullWidth mt="sm" onClick={onClose}>
        {t.cancel}
      </Button>
    </Modal>
  );
}
