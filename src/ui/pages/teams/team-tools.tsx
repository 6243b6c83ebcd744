import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useActorRef } from "@xstate/react";
import { type ReactNode, useEffect, useState } from "react";
import { inviteToTeam, placeTeam, renameTeam } from "../../../api/endpoints/teams";
import type { Team } from "../../../api/schema/team";
import type { PublicUser } from "../../../api/schema/user";
import {
  divisionsLogic,
  inviteLogic,
  inviteSearchLogic,
  placeTeamLogic,
  renameTeamLogic,
} from "../../app/wiring/teams";
import { copyToClipboard } from "../../components/clipboard";
import { MachineForm, ProblemAlert, SubmitButton } from "../../components/form/fields";
import { useForm } from "../../components/form/use-form";
import { MemberList } from "../../components/members/member-list";
import { ResourceView } from "../../components/resource-view";
import { useResource } from "../../components/use-resource";
import { ruTeams } from "../../i18n/ru.teams";
import { ActionForm } from "./action-form";
import css from "./teams.module.css";

const t = ruTeams.team;

/** A titled card of the team page. */
function Tool({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" className={css.card} component="section" aria-labelledby={id}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The team link (its members'): shown and copied; whoever opens it may join at once. */
export function TeamLink({ teamId, code }: { teamId: number; code: string }) {
  const link = `${window.location.origin}/teams/${teamId}?join=${code}`;
  const [said, setSaid] = useState<string | null>(null);
  return (
    <Tool id="team-link-title" title={t.link.title}>
      <Text size="sm">{t.link.text}</Text>
      <TextInput
        readOnly
        label={t.link.label}
        value={link}
        data-team-link=""
        onFocus={(event) => event.currentTarget.select()}
      />
      <Group gap="xs">
        <Button
          variant="default"
          onClick={async () => setSaid((await copyToClipboard(link)) ? t.link.copied : t.link.copyFailed)}
        >
          {t.link.copy}
        </Button>
        <Text size="sm" role="status">
          {said}
        </Text>
      </Group>
    </Tool>
  );
}

/** The leader's (or an admin's) rename. */
export function RenameTeam({ team, onDone }: { team: Team; onDone: () => void }) {
  const form = useForm(renameTeamLogic, { schema: renameTeam.body });
  const { succeeded, reset } = form;
  useEffect(() => {
    if (!succeeded) return;
    onDone();
    reset();
  }, [succeeded, onDone, reset]);
  return (
    <Tool id="team-rename-title" title={t.rename.title}>
      <MachineForm
        form={form}
        onSubmit={(element) => form.submit(element, { values: { teamId: String(team.id) } })}
      >
        <div className={css.inline}>
          <TextInput
            name="name"
            label={t.rename.label}
            defaultValue={team.name}
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
    </Tool>
  );
}

/** The leader's invitations: members found by name, each invited with one button. */
export function InviteMembers({
  teamId,
  selfId,
  onInvited,
}: {
  teamId: number;
  selfId: number;
  onInvited: (said: string) => void;
}) {
  const [query, setQuery] = useState<string | null>(null);
  return (
    <Tool id="team-invite-title" title={t.invite.title}>
      <Text size="sm">{t.invite.hint}</Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const text = new FormData(event.currentTarget).get("strsearch");
          setQuery(typeof text === "string" ? text.trim() : "");
        }}
      >
        <div className={css.inline}>
          <TextInput name="strsearch" label={t.invite.search} maxLength={100} />
          <Button type="submit" variant="default">
            {t.invite.find}
          </Button>
        </div>
      </form>
      {query !== null ? (
        <Found key={query} query={query} teamId={teamId} selfId={selfId} onInvited={onInvited} />
      ) : null}
    </Tool>
  );
}

function Found({
  query,
  teamId,
  selfId,
  onInvited,
}: {
  query: string;
  teamId: number;
  selfId: number;
  onInvited: (said: string) => void;
}) {
  const [logic] = useState(() => inviteSearchLogic(query));
  const list = useActorRef(logic, { input: {} });
  return (
    <MemberList<PublicUser>
      list={list}
      kind="invite"
      texts={{ loading: t.invite.loading, failed: t.invite.failed, empty: t.invite.empty }}
      actions={(member) =>
        member.id === selfId ? null : (
          <ActionForm
            logic={inviteLogic}
            schema={inviteToTeam.body}
            values={{ teamId, memberId: member.id }}
            label={t.invite.submit}
            aria-label={t.invite.submitOf(member.name)}
            size="xs"
            onDone={() => onInvited(t.invite.sent(member.name))}
          />
        )
      }
    />
  );
}

/** An admin places the team in a division, or takes it out of any. */
export function PlaceTeam({ team, onDone }: { team: Team; onDone: () => void }) {
  const divisions = useResource(divisionsLogic, {});
  const form = useForm(placeTeamLogic, { schema: placeTeam.body });
  const [choice, setChoice] = useState(team.division ? String(team.division.id) : "");
  const { succeeded, reset } = form;
  useEffect(() => {
    if (!succeeded) return;
    onDone();
    reset();
  }, [succeeded, onDone, reset]);
  return (
    <Tool id="team-place-title" title={t.place.title}>
      <ResourceView resource={divisions} loading={t.place.loading}>
        {(rows) => (
          <MachineForm
            form={form}
            onSubmit={(element) =>
              form.submit(element, {
                values: { teamId: String(team.id), ...(choice ? { divisionId: choice } : {}) },
              })
            }
          >
            <div className={css.inline}>
              <NativeSelect
                label={t.place.label}
                value={choice}
                onChange={(event) => setChoice(event.currentTarget.value)}
                data={[
                  { value: "", label: t.place.none },
                  ...rows.map((division) => ({ value: String(division.id), label: division.name })),
                ]}
                error={form.fieldErrors.divisionId}
              />
              <SubmitButton form={form} fullWidth={false} variant="default">
                {t.place.submit}
              </SubmitButton>
            </div>
            <ProblemAlert problem={form.problem} />
          </MachineForm>
        )}
      </ResourceView>
    </Tool>
  );
}
