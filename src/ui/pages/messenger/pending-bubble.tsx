import { Button, Group, Text } from "@mantine/core";
import type { ChatActor } from "../../../machines/messenger/chat.machine";
import type { PendingMessage } from "../../../machines/messenger/chat.messages";
import { uploadSummary } from "../../app/wiring/messenger-uploads";
import { ruMessenger } from "../../i18n/ru.messenger";
import css from "./messenger.module.css";
import { useRowTabIndex } from "./roving";

const t = ruMessenger.chatPage.pending;

function status(pending: PendingMessage): string {
  if (pending.status === "sending") {
    const hasFiles = pending.attachments.length > 0 || pending.audio !== null;
    return hasFiles ? t.progress(pending.progress) : t.sending;
  }
  return pending.problem ? t.failedBecause(pending.problem.message) : t.restored;
}

/** An own message the server has not answered yet, or a failed one with «Отправить ещё раз» and «Удалить». */
export function PendingBubble({ chat, pending }: { chat: ChatActor; pending: PendingMessage }) {
  const files = pending.attachments.length > 0 || pending.audio !== null;
  const tabIndex = useRowTabIndex();
  return (
    <div className={css.line} data-own="">
      <div className={css.bubble} data-pending={pending.localId} data-status={pending.status}>
        {pending.content ? <p className={css.text}>{pending.content}</p> : null}
        {files ? (
          <Text size="sm" c="dimmed">
            📎 {uploadSummary(pending)}
          </Text>
        ) : null}
        <div className={css.meta}>
          <span role="status">{status(pending)}</span>
        </div>
        {pending.status === "failed" ? (
          <Group gap="xs" justify="flex-end" mt={4}>
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              tabIndex={tabIndex}
              onClick={() => chat.send({ type: "message.discard", localId: pending.localId })}
            >
              {t.discard}
            </Button>
            <Button
              size="compact-xs"
              tabIndex={tabIndex}
              onClick={() => chat.send({ type: "message.retry", localId: pending.localId })}
            >
              {t.retry}
            </Button>
          </Group>
        ) : null}
      </div>
    </div>
  );
}
