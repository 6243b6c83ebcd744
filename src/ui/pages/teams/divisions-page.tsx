import "../../components/mantine-styles";
import { Stack, Text, TextInput, Title } from "@mantine/core";
import { useEffect } from "react";
import { createDivision, renameDivision } from "../../../api/endpoints/teams";
import type { Division } from "../../../api/schema/team";
import { selectIsAdmin } from "../../../machines/session/session.selectors";
import {
  createDivisionLogic,
  divisionLogic,
  divisionsLogic,
  renameDivisionLogic,
} from "../../app/wiring/teams";
import { MachineForm, ProblemAlert, SubmitButton } from "../../components/form/fields";
import { useForm } from "../../components/form/use-form";
import { AnchorLink } from "../../components/links";
import { ResourceView } from "../../components/resource-view";
import { useResource } from "../../components/use-resource";
import { ruTeams } from "../../i18n/ru.teams";
import { useSession } from "../../session/hooks";
import { NameCard } from "./name-card";
import { TeamCards } from "./team-cards";
import css from "./teams.module.css";

const t = ruTeams.divisions;

/**
 * What /division shows above its rubric's feed (issue 29): every division with its teams; an admin also
 * creates divisions and renames them here (a team is placed in one on its own page).
 */
export function DivisionsList() {
  const admin = useSession(selectIsAdmin);
  const divisions = useResource(divisionsLogic, {});
  return (
    <Stack gap="lg" className={css.root} data-divisions="">
      {admin ? <CreateDivision onDone={divisions.reload} /> : null}
      <ResourceView resource={divisions} loading={t.loading} failed={t.failed}>
        {(rows) =>
          rows.length === 0 ? (
            <Text c="dimmed">{t.empty}</Text>
          ) : (
            <Stack gap="lg">
              {rows.map((division) => (
                <DivisionSection
                  key={division.id}
                  division={division}
                  heading={2}
                  admin={admin}
                  onRenamed={divisions.reload}
                />
              ))}
            </Stack>
          )
        }
      </ResourceView>
      <Title order={2} size="h3">
        {t.feed}
      </Title>
    </Stack>
  );
}

/** /division/{id}: one division with its teams; an admin renames it. */
export function DivisionPage({ divisionId }: { divisionId: number }) {
  const admin = useSession(selectIsAdmin);
  const division = useResource(divisionLogic, { id: divisionId });
  return (
    <Stack gap="lg" className={css.root} data-division={divisionId}>
      <ResourceView resource={division} loading={t.loading} failed={t.failed}>
        {(data) => <DivisionSection division={data} heading={1} admin={admin} onRenamed={division.reload} />}
      </ResourceView>
    </Stack>
  );
}

/** A division: its name (a link to its page in the list), its size, its teams, an admin's rename. */
function DivisionSection({
  division,
  heading,
  admin,
  onRenamed,
}: {
  division: Division;
  heading: 1 | 2;
  admin: boolean;
  onRenamed: () => void;
}) {
  const id = `division-${division.id}-title`;
  return (
    <section aria-labelledby={id} className={css.section} data-division-id={division.id}>
      <Title order={heading} size={heading === 1 ? "h2" : "h3"} id={id}>
        {heading === 1 ? (
          division.name
        ) : (
          <AnchorLink to="/division/$id" params={{ id: division.id }} inherit>
            {division.name}
          </AnchorLink>
        )}
      </Title>
      <Text size="sm" c="dimmed">
        {t.summary(division.teams.length, division.members)}
      </Text>
      {division.teams.length === 0 ? (
        <Text size="sm">{t.emptyTeams}</Text>
      ) : (
        <TeamCards teams={division.teams} label={t.open(division.name)} />
      )}
      {admin ? <RenameDivision division={division} onDone={onRenamed} /> : null}
    </section>
  );
}

function CreateDivision({ onDone }: { onDone: () => void }) {
  const form = useForm(createDivisionLogic, { schema: createDivision.body });
  const { succeeded, reset } = form;
  useEffect(() => {
    if (!succeeded) return;
    onDone();
    reset();
  }, [succeeded, onDone, reset]);
  return (
    <NameCard
      id="division-create-title"
      form={form}
      texts={{ title: t.create.title, hint: t.create.hint, label: t.create.label, submit: t.create.submit }}
    />
  );
}

function RenameDivision({ division, onDone }: { division: Division; onDone: () => void }) {
  const form = useForm(renameDivisionLogic, { schema: renameDivision.body });
  const { succeeded, reset } = form;
  useEffect(() => {
    if (!succeeded) return;
    onDone();
    reset();
  }, [succeeded, onDone, reset]);
  return (
    <MachineForm
      form={form}
      onSubmit={(element) => form.submit(element, { values: { divisionId: String(division.id) } })}
    >
      <div className={css.inline}>
        <TextInput
          name="name"
          label={t.rename.label(division.name)}
          defaultValue={division.name}
          maxLength={60}
          error={form.fieldErrors.name}
          required
        />
        <SubmitButton form={form} fullWidth={false} variant="default">
          {t.rename.submit}
        </SubmitButton>
      </div>
      <ProblemAlert problem={form.problem} />
    </MachineForm>
  );
}
