import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import { type Background, BackgroundType, backgroundProblem } from "../../../api/schema/background";
import {
  selectBackgroundPending,
  selectBackgrounds,
  selectBackgroundsBusy,
  selectBackgroundsFailed,
  selectBackgroundsLoading,
  selectBackgroundsProblem,
} from "../../../machines/backgrounds/backgrounds.selectors";
import { backgroundsLogic } from "../../app/wiring/backgrounds";
import { ruSettingsPage } from "../../i18n/ru.account";
import css from "./profile.module.css";
import { SettingsSection } from "./settings-section";

const t = ruSettingsPage.backgrounds;

/**
 * The page background (spec §3): a colour or an image URL, one switched on; added, switched and deleted
 * here, and shown at once in every tab of the member's (the `background` event).
 */
export function BackgroundsSection() {
  const backgrounds = useActorRef(backgroundsLogic);
  const rows = useSelector(backgrounds, selectBackgrounds);
  const loading = useSelector(backgrounds, selectBackgroundsLoading);
  const failed = useSelector(backgrounds, selectBackgroundsFailed);
  const busy = useSelector(backgrounds, selectBackgroundsBusy);
  const pending = useSelector(backgrounds, selectBackgroundPending);
  const problem = useSelector(backgrounds, selectBackgroundsProblem);
  const pendingId = pending && pending.kind !== "add" ? pending.id : null;

  return (
    <SettingsSection id="backgrounds-title" title={t.title} text={t.text}>
      <AddBackground busy={busy} onAdd={(change) => backgrounds.send({ type: "backgrounds.add", change })} />
      {problem && !failed ? (
        <Alert color="red" role="alert" p="xs">
          {problem.message}
        </Alert>
      ) : null}
      {loading ? <Loader role="status" size="sm" aria-label={t.loading} /> : null}
      {failed ? (
        <Alert color="red" role="alert" p="xs">
          {t.failed} {problem?.message}{" "}
          <Button size="xs" variant="subtle" onClick={() => backgrounds.send({ type: "backgrounds.retry" })}>
            {t.retry}
          </Button>
        </Alert>
      ) : null}
      {!loading && !failed && rows.length === 0 ? <Text c="dimmed">{t.empty}</Text> : null}
      {rows.length > 0 ? (
        <ul className={css.backgrounds} aria-label={t.listLabel}>
          {rows.map((row) => (
            <BackgroundRow
              key={row.id}
              row={row}
              busy={busy}
              pending={pendingId === row.id}
              onActivate={() => backgrounds.send({ type: "backgrounds.activate", id: row.id })}
              onRemove={() => backgrounds.send({ type: "backgrounds.remove", id: row.id })}
            />
          ))}
        </ul>
      ) : null}
    </SettingsSection>
  );
}

function BackgroundRow({
  row,
  busy,
  pending,
  onActivate,
  onRemove,
}: {
  row: Background;
  busy: boolean;
  pending: boolean;
  onActivate: () => void;
  onRemove: () => void;
}) {
  const swatch =
    row.type === BackgroundType.colour
      ? { background: row.background }
      : { backgroundImage: `url("${row.background}")`, backgroundSize: "cover" };
  return (
    <li className={css.backgroundRow} data-background-id={row.id}>
      <span className={css.swatch} style={swatch} role="img" aria-label={t.swatch(row.background)} />
      <Text size="sm" className={css.backgroundValue}>
        {row.background}
      </Text>
      <Group gap="xs">
        {row.active ? (
          <Badge variant="light" color="green">
            {t.active}
          </Badge>
        ) : (
          <Button size="xs" variant="light" onClick={onActivate} disabled={busy} loading={pending}>
            {t.activate}
          </Button>
        )}
        <Button size="xs" variant="default" onClick={onRemove} disabled={busy}>
          {t.remove}
        </Button>
      </Group>
    </li>
  );
}

/** A new background: a colour from the picker, or an image's address; checked as the server checks it. */
function AddBackground({
  busy,
  onAdd,
}: {
  busy: boolean;
  onAdd: (change: { kind: "add"; type: 0 | 1; background: string; active: boolean }) => void;
}) {
  const [type, setType] = useState<0 | 1>(BackgroundType.colour);
  const [colour, setColour] = useState("#1e90ff");
  const [url, setUrl] = useState("");
  const [active, setActive] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const value = type === BackgroundType.colour ? colour : url.trim();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const problem = backgroundProblem(type, value);
        setError(problem ?? null);
        if (!problem) onAdd({ kind: "add", type, background: value, active });
      }}
    >
      <Stack gap="xs">
        <SegmentedControl
          aria-label={t.kind}
          value={String(type)}
          onChange={(next) => {
            setType(next === "0" ? BackgroundType.image : BackgroundType.colour);
            setError(null);
          }}
          data={[
            { value: String(BackgroundType.colour), label: t.colour },
            { value: String(BackgroundType.image), label: t.image },
          ]}
          style={{ alignSelf: "flex-start" }}
        />
        {type === BackgroundType.colour ? (
          <label className={css.colourField}>
            <input type="color" value={colour} onChange={(event) => setColour(event.currentTarget.value)} />
            <span>
              {t.colourLabel}: {colour}
            </span>
          </label>
        ) : (
          <TextInput
            label={t.imageLabel}
            description={t.imageHint}
            type="url"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            error={error}
          />
        )}
        {type === BackgroundType.colour && error ? (
          <Text c="var(--mantine-color-error)" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Switch
          label={t.activeToo}
          checked={active}
          onChange={(event) => setActive(event.currentTarget.checked)}
        />
        <Button type="submit" loading={busy} style={{ alignSelf: "flex-start" }}>
          {t.add}
        </Button>
      </Stack>
    </form>
  );
}
