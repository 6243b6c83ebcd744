import "@mantine/core/styles/Tooltip.css";
import { ActionIcon, Alert, Button, Tooltip } from "@mantine/core";
import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import type { FavoriteTarget } from "../../../api/schema/favorite";
import type { toggleMachine } from "../../../machines/lib/toggle.machine";
import {
  selectToggleOn,
  selectToggleProblem,
  selectToggleSaving,
} from "../../../machines/lib/toggle.selectors";
import { ruFavorites as t } from "../../i18n/ru.settings";

/**
 * «В избранное» ⇄ «В избранном»: bookmarks a member (on their profile) or a message (`compact`: a star in
 * the message's actions). The toggle machine saves each press; a failure says why and keeps the state.
 */
export function FavoriteButton({
  logic,
  target,
  favorite,
  compact = false,
}: {
  /** The toggle machine of one bookmark, with the app's calls (`favoriteLogic`, handed in by the page). */
  logic: (target: FavoriteTarget) => typeof toggleMachine;
  target: FavoriteTarget;
  favorite: boolean;
  compact?: boolean;
}) {
  // One machine per button: its `change` is bound to this target.
  const [machine] = useState(() => logic(target));
  const toggle = useActorRef(machine, { input: { on: favorite } });
  const on = useSelector(toggle, selectToggleOn);
  const saving = useSelector(toggle, selectToggleSaving);
  const problem = useSelector(toggle, selectToggleProblem);
  const flip = () => toggle.send({ type: "toggle.flip" });
  if (compact) {
    const label = on ? t.removeMessage : t.addMessage;
    return (
      <Tooltip label={problem?.message ?? label} color={problem ? "red" : undefined}>
        <ActionIcon
          variant="subtle"
          color={on ? "yellow" : "gray"}
          aria-label={label}
          aria-pressed={on}
          loading={saving}
          onClick={flip}
          data-favorite={on ? "on" : "off"}
        >
          <span aria-hidden="true">{on ? "★" : "☆"}</span>
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <div>
      <Button
        variant={on ? "default" : "light"}
        loading={saving}
        aria-pressed={on}
        onClick={flip}
        leftSection={<span aria-hidden="true">{on ? "★" : "☆"}</span>}
        data-favorite={on ? "on" : "off"}
      >
        {on ? t.added : t.add}
      </Button>
      {problem ? (
        <Alert color="red" role="alert" p="xs" mt="xs">
          {problem.message}
        </Alert>
      ) : null}
    </div>
  );
}
