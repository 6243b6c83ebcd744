import { Button, CloseButton, Group, Pill, Text } from "@mantine/core";
import { useSelector } from "@xstate/react";
import { type ChatListActor, groupMinOthers } from "../../../machines/messenger/chat-list.machine";
import { selectGroup, selectOpening } from "../../../machines/messenger/chat-list.selectors";
import { ruMessenger } from "../../i18n/ru.messenger";
import css from "./messenger.module.css";

const t = ruMessenger.chatPage.group;

/**
 * A group chat being composed: the members picked so far (each can be put back), and the buttons that
 * start it or give up. The search above finds the members; its results pick them (chat-list-pane.tsx).
 */
export function GroupComposer({ list }: { list: ChatListActor }) {
  const group = useSelector(list, selectGroup);
  const creating = useSelector(list, selectOpening);
  if (group === null) return null;
  return (
    <section className={css.groupComposer} aria-label={t.title} data-group-composer="">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={600} size="sm">
          {t.title}
        </Text>
        <CloseButton
          size="sm"
          aria-label={t.cancel}
          disabled={creating}
          onClick={() => list.send({ type: "group.cancel" })}
        />
      </Group>
      {group.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t.hint}
        </Text>
      ) : (
        <Pill.Group aria-label={t.picked}>
          {group.map((user) => (
            <Pill
              key={user.id}
              withRemoveButton
              removeButtonProps={{ "aria-label": t.remove(user.name) }}
              onRemove={() => list.send({ type: "group.toggle", user })}
            >
              {user.name}
            </Pill>
          ))}
        </Pill.Group>
      )}
      <Button
        size="xs"
        disabled={group.length < groupMinOthers}
        loading={creating}
        onClick={() => list.send({ type: "group.create" })}
      >
        {t.create(group.length)}
      </Button>
    </section>
  );
}
