import { Avatar, Button, Stack, Text, UnstyledButton } from "@mantine/core";
import type { Chat } from "../../../api/schema/chat";
import { dialogOperation } from "../../../machines/lib/dialog-operations";
import type { DialogBodyProps, DialogRequest } from "../../components/dialogs/dialogs-port";
import { ruDialog } from "../../i18n/ru.dialog";
import { ruMessenger } from "../../i18n/ru.messenger";
import { chatAvatar, chatTitle } from "./chat-title";
import css from "./messenger.module.css";

const t = ruMessenger.chatPage.forward;

/** What the picker lists: the member's chats but the one the message is in. */
interface ForwardData {
  readonly chats: ReadonlyArray<Chat>;
  readonly currentChatId: number;
  readonly selfId: number;
}

/** The dialog (state B) that asks where to forward message `id`; the pick comes back as `choice`. */
export function forwardDialog(id: number, data: ForwardData): DialogRequest {
  return {
    header: t.title,
    component: "forwardPicker",
    operation: dialogOperation.forwardMessage,
    object: id,
    data,
  };
}

/** Where to forward a message: the member's other chats (the body `forwardDialog` names). */
export function ForwardPicker({ fields, busy, choose, close }: DialogBodyProps) {
  // Written by `forwardDialog` above, the only one that names this body.
  const { chats, currentChatId, selfId } = fields.data as ForwardData;
  const others = chats.filter((chat) => chat.id !== currentChatId);
  return (
    <>
      <Stack gap={0} data-forward-targets="">
        {others.length === 0 ? <Text c="dimmed">{t.none}</Text> : null}
        {others.map((chat) => (
          <UnstyledButton
            key={chat.id}
            className={css.chatRow}
            disabled={busy}
            onClick={() => choose(chat.id)}
            data-forward-chat={chat.id}
          >
            <Avatar src={chatAvatar(chat)} alt="" size="sm" />
            <Text size="sm">{chatTitle(chat, selfId)}</Text>
          </UnstyledButton>
        ))}
      </Stack>
      <Button variant="default" fullWidth mt="sm" onClick={close} disabled={busy}>
        {ruDialog.cancel}
      </Button>
    </>
  );
}
