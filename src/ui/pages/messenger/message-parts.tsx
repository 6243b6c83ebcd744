import { Anchor, Text, UnstyledButton } from "@mantine/core";
import { useSelector } from "@xstate/react";
import { attachmentUrl } from "../../../api/endpoints/messenger";
import type { Attachment, Message, Reaction } from "../../../api/schema/message";
import type { ChatActor } from "../../../machines/messenger/chat.machine";
import { selectSelfId } from "../../../machines/messenger/chat.selectors";
import { timeLabel } from "../../components/dates/format";
import { useReactionEmoji } from "../../components/emoji-picker/reaction-emoji";
import { ruMessenger } from "../../i18n/ru.messenger";
import { AudioPlayer } from "./audio-player";
import css from "./messenger.module.css";
import { useRowTabIndex } from "./roving";

const t = ruMessenger.chatPage;

/** A file of a message: a picture shown, anything else as a link with its size. */
export function AttachmentView({ attachment }: { attachment: Attachment }) {
  const url = attachmentUrl(attachment.id);
  const tabIndex = useRowTabIndex();
  if (attachment.mime.startsWith("image/")) {
    return (
      <a href={url} target="_blank" rel="noreferrer" tabIndex={tabIndex}>
        <img className={css.image} src={url} alt={attachment.name} loading="lazy" data-attachment-image="" />
      </a>
    );
  }
  return (
    <Anchor
      className={css.file}
      href={url}
      target="_blank"
      rel="noreferrer"
      tabIndex={tabIndex}
      data-attachment-file=""
    >
      📎 {attachment.name} · {t.fileSize(attachment.size)}
    </Anchor>
  );
}

/** The body of a message: forwarded mark, text, recording, files. */
export function MessageBody({ message }: { message: Message }) {
  return (
    <>
      {message.forwardedFrom ? (
        <div className={css.forwarded} data-forwarded-from={message.forwardedFrom.id}>
          {t.forwardedFrom(message.forwardedFrom.name)}
        </div>
      ) : null}
      {message.content ? (
        <p className={css.text} data-message-text="">
          {message.content}
        </p>
      ) : null}
      {message.audio ? <AudioPlayer src={attachmentUrl(message.audio.id, true)} /> : null}
      {message.attachments.map((attachment) => (
        <AttachmentView key={attachment.id} attachment={attachment} />
      ))}
    </>
  );
}

/** Time, «изменено» and, on one's own messages, one tick (sent) or two (read). */
export function MessageMeta({ message, ticks }: { message: Message; ticks: 1 | 2 | null }) {
  return (
    <div className={css.meta}>
      {message.editedAt ? <span data-edited="">{t.edited}</span> : null}
      <time dateTime={message.createdAt}>{timeLabel(message.createdAt)}</time>
      {ticks ? (
        <span
          className={css.ticks}
          data-ticks={ticks}
          role="img"
          aria-label={ticks === 2 ? t.ticks.read : t.ticks.sent}
        >
          {ticks === 2 ? "✓✓" : "✓"}
        </span>
      ) : null}
    </div>
  );
}

function ReactionChip({
  chat,
  messageId,
  reaction,
  own,
}: {
  chat: ChatActor;
  messageId: number;
  reaction: Reaction;
  own: boolean;
}) {
  const emoji = useReactionEmoji(reaction.code);
  const tabIndex = useRowTabIndex();
  return (
    <UnstyledButton
      className={css.reaction}
      tabIndex={tabIndex}
      aria-pressed={own}
      aria-label={t.reaction(emoji, reaction.count)}
      data-reaction={reaction.code}
      data-count={reaction.count}
      onClick={() => chat.send({ type: "reaction.toggle", id: messageId, code: reaction.code })}
    >
      <span aria-hidden="true">{emoji}</span>
      <Text span size="xs">
        {reaction.count}
      </Text>
    </UnstyledButton>
  );
}

/** The reactions of a message as chips with counts; a click gives or takes back one's own. */
export function Reactions({ chat, message }: { chat: ChatActor; message: Message }) {
  const selfId = useSelector(chat, selectSelfId);
  if (message.reactions.length === 0) return null;
  return (
    <div className={css.reactions}>
      {message.reactions.map((reaction) => (
        <ReactionChip
          key={reaction.code}
          chat={chat}
          messageId={message.id}
          reaction={reaction}
          own={reaction.userIds.includes(selfId)}
        />
      ))}
    </div>
  );
}
