import { ActionIcon, Button, Group, Menu, Textarea } from "@mantine/core";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useRef, useState } from "react";
import type { Message } from "../../../api/schema/message";
import { selectToggleOn } from "../../../machines/lib/toggle.selectors";
import type { ChatActor } from "../../../machines/messenger/chat.machine";
import { selectEditing, selectSavingEdit } from "../../../machines/messenger/chat.selectors";
import { favoriteLogic } from "../../app/wiring/favorites";
import { EmojiButton } from "../../components/emoji-picker/emoji-button";
import { ruMessenger } from "../../i18n/ru.messenger";
import { DotsIcon, SmileIcon } from "./icons";
import { MessageBody, MessageMeta, Reactions } from "./message-parts";
import css from "./messenger.module.css";
import { useRowTabIndex } from "./roving";

const t = ruMessenger.chatPage;

export interface MessageActions {
  /** Ask where to forward message `id`. */
  readonly onForward: (id: number) => void;
  /** Ask to confirm deleting message `id`. */
  readonly onDelete: (id: number) => void;
}

interface MessageBubbleProps extends MessageActions {
  readonly chat: ChatActor;
  readonly message: Message;
  readonly own: boolean;
  /** One's own message: 1 sent, 2 read; null for others'. */
  readonly ticks: 1 | 2 | null;
  /** The author's name, shown in group chats on others' messages. */
  readonly author: string | null;
}

function EditBox({ chat, text }: { chat: ChatActor; text: string }) {
  const saving = useSelector(chat, selectSavingEdit);
  const field = useRef<HTMLTextAreaElement>(null);
  // Focused once the menu that opened it has closed, with the caret after the text: the menu hands the
  // focus back to its ⋯ button 10 ms after closing unless something else has taken it by then, and
  // `autoFocus` took it too early (in the same commit), so the ⋯ button won it and typing went nowhere.
  useEffect(() => {
    const timer = setTimeout(() => {
      const element = field.current;
      if (!element) return;
      element.focus();
      element.setSelectionRange(element.value.length, element.value.length);
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        chat.send({ type: "edit.save" });
      }}
    >
      <Textarea
        ref={field}
        aria-label={t.edit.label}
        value={text}
        autosize
        minRows={1}
        maxRows={8}
        onChange={(event) => chat.send({ type: "edit.change", text: event.currentTarget.value })}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.preventDefault();
            chat.send({ type: "edit.cancel" });
          }
          if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            chat.send({ type: "edit.save" });
          }
        }}
      />
      <Group gap="xs" justify="flex-end" mt={4}>
        <Button size="compact-xs" variant="subtle" onClick={() => chat.send({ type: "edit.cancel" })}>
          {t.edit.cancel}
        </Button>
        <Button size="compact-xs" type="submit" loading={saving}>
          {t.edit.save}
        </Button>
      </Group>
    </form>
  );
}

/**
 * One message: own on the right, others' on the left; its body, reactions, time, «изменено» and ticks;
 * beside it a reaction button (the lazy emoji picker) and a menu to forward, edit or delete.
 */
export function MessageBubble({
  chat,
  message,
  own,
  ticks,
  author,
  onForward,
  onDelete,
}: MessageBubbleProps) {
  const editing = useSelector(chat, selectEditing);
  const tabIndex = useRowTabIndex();
  const isEditing = editing?.id === message.id;
  const canEdit = own && message.forwardedFrom === null;
  const menuButton = useRef<HTMLButtonElement>(null);
  // Bookmarking: whether it already is is not part of the message, so the menu adds (twice is once).
  const [favoriteOf] = useState(() => favoriteLogic({ kind: "message", targetId: message.id }));
  const favorite = useActorRef(favoriteOf, { input: { on: false } });
  const favorited = useSelector(favorite, selectToggleOn);
  const wasEditing = useRef(false);
  useEffect(() => {
    // Editing ended (saved or cancelled) with the focus in its field, now gone: back to ⋯, not to the page.
    if (wasEditing.current && !isEditing && document.activeElement === document.body) {
      menuButton.current?.focus();
    }
    wasEditing.current = isEditing;
  }, [isEditing]);
  return (
    <div className={css.line} data-own={own || undefined}>
      <div className={css.bubble} data-message-id={message.id} data-own={own ? "true" : "false"}>
        {author ? <div className={css.author}>{author}</div> : null}
        {isEditing && editing ? (
          <EditBox chat={chat} text={editing.text} />
        ) : (
          <MessageBody message={message} />
        )}
        <Reactions chat={chat} message={message} />
        <MessageMeta message={message} ticks={ticks} />
        {favorited ? (
          <span className={css.favorited} role="img" aria-label={t.actions.favorited}>
            ★
          </span>
        ) : null}
      </div>
      <Group gap={0} wrap="nowrap">
        <EmojiButton
          label={t.actions.react}
          icon={<SmileIcon />}
          size="md"
          tabIndex={tabIndex}
          onPick={(emoji) => chat.send({ type: "reaction.toggle", id: message.id, code: emoji.code })}
        />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              ref={menuButton}
              variant="subtle"
              color="gray"
              size="md"
              aria-label={t.actions.menu}
              tabIndex={tabIndex}
              data-message-menu=""
            >
              <DotsIcon />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => onForward(message.id)}>{t.actions.forward}</Menu.Item>
            <Menu.Item onClick={() => favorite.send({ type: "toggle.flip" })}>
              {favorited ? t.actions.unfavorite : t.actions.favorite}
            </Menu.Item>
            {canEdit ? (
              <Menu.Item onClick={() => chat.send({ type: "edit.start", id: message.id })}>
                {t.actions.edit}
              </Menu.Item>
            ) : null}
            {own ? (
              <Menu.Item color="red" onClick={() => onDelete(message.id)}>
                {t.actions.delete}
              </Menu.Item>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </div>
  );
}
