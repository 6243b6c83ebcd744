import "../../components/mantine-styles";
import { Group, Stack, Text, Title } from "@mantine/core";
import { Navigate } from "@tanstack/react-router";
import { useState } from "react";
import { acceptTeamInvitation, createTeam, declineTeamInvitation } from "../../../api/endpoints/teams";
import type { MemberTeams, Team, TeamInvitation } from "../../../api/schema/team";
import { selectUserId } from "../../../machines/session/session.selectors";
import { acceptLogic, createTeamLogic, declineLogic, memberTeamsLogic } from "../../app/wiring/teams";
import { dateLabel } from "../../components/dates/format";
import { useForm } from "../../components/form/use-form";
import { ResourceView } from "../../components/resource-view";
import { useResource } from "../../components/use-resource";
import { ruTeams } from "../../i18n/ru.teams";
import { useSession } from "../../session/hooks";
import { ActionForm } from "./action-form";
import { NameCard } from "./name-card";
import { TeamRow } from "./team-cards";
import css from "./teams.module.css";

const t = ruTeams.memberTeams;

/**
 * /profile/{id}/teams (issue 29): the teams a member is in. Their owner also founds a team here and
 * answers the invitations waiting for them (live: a new invitation appears as it comes).
 */
export function MemberTeamsPage({ ownerId }: { ownerId: number }) {
  const own = useSession(selectUserId) === ownerId;
  const teams = useResource(memberTeamsLogic, { id: ownerId });
  // Said after an answer: the invitation has gone from the list by then.
  const [said, setSaid] = useState<string | null>(null);
  return (
    <Stack gap="lg" className={css.root} data-member-teams={ownerId}>
      <Title order={1} size="h2">
        {t.title}
      </Title>
      {own ? <FoundTeam /> : null}
      <ResourceView resource={teams} loading={t.loading} failed={t.failed}>
        {(data) => (
          <>
            {own && data.invitations.length > 0 ? (
              <Invitations
                invitations={data.invitations}
                onAnswered={(text) => {
                  setSaid(text);
                  teams.reload();
                }}
              />
            ) : null}
            <Text size="sm" role="status" data-team-said="">
              {said}
            </Text>
            <Teams data={data} own={own} />
          </>
        )}
      </ResourceView>
    </Stack>
  );
}

/** «Основать команду»: a name, and the new team's page once it is made. */
function FoundTeam() {
  const form = useForm(createTeamLogic, { schema: createTeam.body });
  const founded = form.succeeded ? (form.result as Team | undefined) : undefined;
  if (founded) return <Navigate to="/teams/$id" params={{ id: founded.id }} />;
  return (
    <NameCard
      id="found-team-title"
      form={form}
      texts={{ title: t.found.title, hint: t.found.text, label: t.found.name, submit: t.found.submit }}
    />
  );
}

/** The invitations waiting for the owner: each accepted or declined where it stands. */
function Invitations({
  invitations,
  onAnswered,
}: {
  invitations: ReadonlyArray<TeamInvitation>;
  /** What to say of the answer. */
  onAnswered: (said: string) => void;
}) {
  return (
    <section aria-labelledby="team-invitations-title" className={css.section}>
      <Title order={2} size="h4" id="team-invitations-title">
        {t.invitations.title}
      </Title>
      <ul className={css.plain} data-team-invitations="">
        {invitations.map(({ team, invitedBy }) => (
          <TeamRow
            key={team.id}
            team={team}
            details={
              invitedBy ? (
                <Text size="sm" c="dimmed">
                  {t.invitations.from(invitedBy.name)}
                </Text>
              ) : null
            }
          >
            <Group gap="xs">
              <ActionForm
                logic={acceptLogic}
                schema={acceptTeamInvitation.body}
                values={{ teamId: team.id }}
                label={t.invitations.accept}
                aria-label={t.invitations.acceptOf(team.name)}
                size="sm"
                onDone={() => onAnswered(t.invitations.accepted(team.name))}
              />
              <ActionForm
                logic={declineLogic}
                schema={declineTeamInvitation.body}
                values={{ teamId: team.id }}
                label={t.invitations.decline}
                aria-label={t.invitations.declineOf(team.name)}
                size="sm"
                variant="default"
                onDone={() => onAnswered(t.invitations.declined(team.name))}
              />
            </Group>
          </TeamRow>
        ))}
      </ul>
    </section>
  );
}

/** The teams the member is in, newest joined first. */
function Teams({ data, own }: { data: MemberTeams; own: boolean }) {
  return (
    <section aria-labelledby="member-teams-title" className={css.section}>
      <Title order={2} size="h4" id="member-teams-title">
        {own ? t.own : t.others}
      </Title>
      {data.rows.length === 0 ? (
        <Text c="dimmed">{own ? t.emptyOwn : t.empty}</Text>
      ) : (
        <ul className={css.plain} data-teams="">
          {data.rows.map(({ team, joinedAt, leader }) => (
            <TeamRow
              key={team.id}
              team={team}
              details={
                <Text size="xs" c="dimmed">
                  {[leader ? t.leader : null, t.since(dateLabel(joinedAt))].filter(Boolean).join(" · ")}
                </Text>
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
