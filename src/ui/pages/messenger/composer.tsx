import { ActionIcon, Alert, CloseButton, Group, Text, Textarea, VisuallyHidden } from "@mantine/core";
import { useSelector } from "@xstate/react";
import { useEffect, useId, useMemo, useRef } from "react";
import type { ChatActor } from "../../../machines/messenger/chat.machine";
import {
  selectCanSend,
  selectDraft,
  selectFiles,
  selectRefusedFiles,
  selectVoice,
  selectVoiceMs,
} from "../../../machines/messenger/chat.selectors";
import { durationLabel } from "../../components/dates/format";
import { EmojiButton } from "../../components/emoji-picker/emoji-button";
import { ruMessenger } from "../../i18n/ru.messenger";
import { AttachIcon, CloseIcon, MicIcon, SendIcon, SmileIcon, StopIcon } from "./icons";
import css from "./messenger.module.css";

const t = ruMessenger.chatPage;

// Picked files have no id of their own, and the same file may be picked twice.
const fileKeys = new WeakMap<File, number>();
let lastFileKey = 0;
const keyOf = (file: File) => {
  const known = fileKeys.get(file);
  if (known !== undefined) return known;
  lastFileKey += 1;
  fileKeys.set(file, lastFileKey);
  return lastFileKey;
};

/** A picked file before sending: a picture's thumbnail (a local object URL), or its name. */
function FilePreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const url = useMemo(() => (file.type.startsWith("image/") ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <div className={css.preview} data-file-preview={file.name}>
      {url ? <img className={css.previewImage} src={url} alt={file.name} /> : <span>📎</span>}
      {url ? null : (
        <Text size="xs" truncate>
          {file.name}
        </Text>
      )}
      <CloseButton size="xs" aria-label={t.composer.removeFile(file.name)} onClick={onRemove} />
    </div>
  );
}

/** The files of the last pick left out of the message, each with why; the rest are previewed and sent. */
function RefusedFiles({ chat }: { chat: ChatActor }) {
  const refused = useSelector(chat, selectRefusedFiles);
  if (refused.length === 0) return null;
  const said = t.refusedFiles;
  return (
    <Alert color="red" p="xs" mb="xs" title={said.title} role="alert" data-refused-files="">
      <ul className={css.refusedFiles}>
        {refused.map((file, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two picked files may share a name
          <li key={index}>
            «{file.name}» — {said.fault[file.fault]}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/** While recording: the length so far, stop-and-send and cancel. */
function Recording({ chat }: { chat: ChatActor }) {
  const voice = useSelector(chat, selectVoice);
  const ms = useSelector(chat, selectVoiceMs);
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" data-recording={voice}>
      <Text className={css.recording} role="timer" aria-live="off">
        {voice === "finishing" ? t.voice.finishing : `● ${t.voice.recording(durationLabel(ms))}`}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t.voice.cancel}
          onClick={() => chat.send({ type: "voice.cancel" })}
        >
          <CloseIcon />
        </ActionIcon>
        <ActionIcon
          color="red"
          aria-label={t.voice.stop}
          disabled={voice !== "recording"}
          onClick={() => chat.send({ type: "voice.stop" })}
        >
          <StopIcon />
        </ActionIcon>
      </Group>
    </Group>
  );
}

/**
 * The composer: Enter sends, Shift+Enter starts a new line; files and pictures are previewed before
 * sending; an emoji goes into the text; the microphone records a voice message. Its text is the chat's
 * draft (kept through a reload).
 */
export function Composer({ chat }: { chat: ChatActor }) {
  const draft = useSelector(chat, selectDraft);
  const files = useSelector(chat, selectFiles);
  const canSend = useSelector(chat, selectCanSend);
  const voice = useSelector(chat, selectVoice);
  const picker = useRef<HTMLInputElement>(null);
  const keysId = useId();

  if (voice !== "idle") {
    return (
      <div className={css.composer}>
        <Recording chat={chat} />
      </div>
    );
  }
  return (
    <div className={css.composer}>
      <RefusedFiles chat={chat} />
      {files.length > 0 ? (
        <div className={css.previews}>
          {files.map((file, index) => (
            <FilePreview
              key={keyOf(file)}
              file={file}
              onRemove={() => chat.send({ type: "files.remove", index })}
            />
          ))}
        </div>
      ) : null}
      <Group gap={4} wrap="nowrap" align="flex-end">
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          data-file-input=""
          onChange={(event) => {
            const picked = [...(event.currentTarget.files ?? [])];
            if (picked.length) chat.send({ type: "files.add", files: picked });
            event.currentTarget.value = "";
          }}
        />
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t.composer.attach}
          onClick={() => picker.current?.click()}
        >
          <AttachIcon />
        </ActionIcon>
        <EmojiButton
          label={ruMessenger.emoji.open}
          icon={<SmileIcon />}
          position="top-start"
          onPick={(picked) => chat.send({ type: "draft.change", text: draft + picked.native })}
        />
        <Textarea
          flex={1}
          aria-label={t.composer.label}
          placeholder={t.composer.placeholder}
          aria-describedby={keysId}
          value={draft}
          autosize
          minRows={1}
          maxRows={6}
          onChange={(event) => chat.send({ type: "draft.change", text: event.currentTarget.value })}
          onKeyDown={(event) => {
            if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            chat.send({ type: "message.send" });
          }}
          data-composer=""
        />
        <VisuallyHidden id={keysId}>{t.composerKeys}</VisuallyHidden>
        {canSend ? (
          <ActionIcon
            size="lg"
            aria-label={t.composer.send}
            onClick={() => chat.send({ type: "message.send" })}
          >
            <SendIcon />
          </ActionIcon>
        ) : (
          <ActionIcon
            variant="light"
            size="lg"
            aria-label={t.voice.record}
            onClick={() => chat.send({ type: "voice.start" })}
          >
            <MicIcon />
          </ActionIcon>
        )}
      </Group>
    </div>
  );
}
