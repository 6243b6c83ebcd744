import "../../components/mantine-styles";
import { Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Navigate } from "@tanstack/react-router";
import { useActorRef } from "@xstate/react";
import { useState } from "react";
import {
  acceptTeamInvitation,
  declineTeamInvitation,
  joinTeam,
  leaveTeam,
  removeFromTeam,
} from "../../../api/endpoints/teams";
import type { Team } from "../../../api/schema/team";
import type { PagedListActor } from "../../../machines/lib/paged-list.machine";
import { selectIsAdmin, selectUserId } from "../../../machines/session/session.selectors";
import {
  acceptLogic,
  declineLogic,
  joinLogic,
  leaveLogic,
  removeLogic,
  type TeamMemberRow,
  teamLogic,
  teamMembersLogic,
} from "../../app/wiring/teams";
import { dateLabel } from "../../components/dates/format";
import { AnchorLink, ButtonLink } from "../../components/links";
import { MemberBadge } from "../../components/members/member-badge";
import { MemberList } from "../../components/members/member-list";
import { ResourceView } from "../../components/resource-view";
import { useResource } from "../../components/use-resource";
import { ruTeams } from "../../i18n/ru.teams";
import { useSession } from "../../session/hooks";
import { ActionForm } from "./action-form";
import { TeamAvatar } from "./team-avatar";
import { InviteMembers, PlaceTeam, RenameTeam, TeamLink } from "./team-tools";
import css from "./teams.module.css";

const t = ruTeams.team;

/**
 * /teams/{id} (issue 29): a team — its name, picture, leader, division and figures, its members (paged),
 * and what the viewer may do: join (by the team link, `?join=`) or answer an invitation; a member opens the
 * team chat, shares the link or leaves; the leader renames, invites and removes; an admin renames, removes
 * and places it in a division. Live: a member joining, the team passing to the viewer.
 */
export function TeamPage({ teamId, joinCode }: { teamId: number; joinCode?: string | undefined }) {
  const selfId = useSession(selectUserId);
  const admin = useSession(selectIsAdmin);
  const team = useResource(teamLogic, { id: teamId });
  const [logic] = useState(() => teamMembersLogic(teamId));
  const members = useActorRef(logic, { input: {} });
  const [said, setSaid] = useState<string | null>(null);
  const [ended, setEnded] = useState(false);
  /** After a change: the page and its members again. */
  const changed = (text?: string) => {
    if (text !== undefined) setSaid(text);
    team.reload();
    members.send({ type: "list.reload" });
  };
  if (ended && selfId !== null) return <Navigate to="/profile/$id/teams" params={{ id: selfId }} />;
  return (
    <Stack gap="lg" className={css.root} data-team={teamId}>
      <ResourceView resource={team} loading={t.loading} failed={t.failed}>
        {(data) => (
          <>
            <Head team={data} />
            <Standing
              team={data}
              selfId={selfId}
              joinCode={joinCode}
              onChanged={changed}
              onEnded={() => setEnded(true)}
            />
            <Text size="sm" role="status" data-team-said="">
              {said}
            </Text>
            {data.code !== null ? <TeamLink teamId={data.id} code={data.code} /> : null}
            {data.standing === "leader" || admin ? (
              <RenameTeam team={data} onDone={() => changed(t.rename.done)} />
            ) : null}
            {data.standing === "leader" && selfId !== null ? (
              <InviteMembers teamId={data.id} selfId={selfId} onInvited={(text) => changed(text)} />
            ) : null}
            {admin ? <PlaceTeam team={data} onDone={() => changed(t.place.done)} /> : null}
            <Members
              team={data}
              list={members}
              canRemove={data.standing === "leader" || admin}
              onRemoved={() => changed()}
            />
          </>
        )}
      </ResourceView>
    </Stack>
  );
}

/** The name, picture, leader, division and figures. */
function Head({ team }: { team: Team }) {
  return (
    <>
      <div className={css.head}>
        <TeamAvatar team={team} size="xl" />
        <Stack gap={4}>
          <Title order={1} size="h2">
            {team.name}
          </Title>
          {team.leader ? (
            <MemberBadge member={team.leader} link>
              <Text size="xs" c="dimmed">
                {t.members.leader}
              </Text>
            </MemberBadge>
          ) : (
            <Text size="sm">{ruTeams.card.noLeader}</Text>
          )}
          {team.division ? (
            <AnchorLink to="/division/$id" params={{ id: team.division.id }} size="sm">
              {ruTeams.card.division(team.division.name)}
            </AnchorLink>
          ) : (
            <Text size="sm" c="dimmed">
              {t.noDivision}
            </Text>
          )}
        </Stack>
      </div>
      <SimpleGrid
        cols={{ base: 1, xs: 3 }}
        spacing="xs"
        component="ul"
        className={css.counters}
        aria-label={t.counters.label}
      >
        <Counter label={t.counters.members} value={team.counters.members} name="members" />
        <Counter label={t.counters.referrals} value={team.counters.referrals} name="referrals" />
        {team.standing === "leader" ? (
          <Counter label={t.counters.invitations} value={team.counters.invitations} name="invitations" />
        ) : null}
      </SimpleGrid>
    </>
  );
}

function Counter({ label, value, name }: { label: string; value: number; name: string }) {
  return (
    <li className={css.counter} data-counter={name}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </li>
  );
}

/** Where the viewer stands, and what they may do from there: join, answer, open the chat, leave. */
function Standing({
  team,
  selfId,
  joinCode,
  onChanged,
  onEnded,
}: {
  team: Team;
  selfId: number | null;
  joinCode: string | undefined;
  onChanged: (said?: string) => void;
  onEnded: () => void;
}) {
  const teamId = { teamId: team.id };
  if (selfId === null) return <Text size="sm">{t.standing.visitor}</Text>;
  if (team.standing === "invited") {
    return (
      <Paper withBorder radius="lg" className={css.card}>
        <Stack gap="xs">
          <Text>{t.standing.invited}</Text>
          <Group gap="xs">
            <ActionForm
              logic={acceptLogic}
              schema={acceptTeamInvitation.body}
              values={teamId}
              label={ruTeams.memberTeams.invitations.accept}
              aria-label={ruTeams.memberTeams.invitations.acceptOf(team.name)}
              onDone={() => onChanged(ruTeams.memberTeams.invitations.accepted(team.name))}
            />
            <ActionForm
              logic={declineLogic}
              schema={declineTeamInvitation.body}
              values={teamId}
              variant="default"
              label={ruTeams.memberTeams.invitations.decline}
              aria-label={ruTeams.memberTeams.invitations.declineOf(team.name)}
              onDone={() => onChanged(ruTeams.memberTeams.invitations.declined(team.name))}
            />
          </Group>
        </Stack>
      </Paper>
    );
  }
  if (team.standing === "none") {
    return joinCode ? (
      <Paper withBorder radius="lg" className={css.card}>
        <Stack gap="xs">
          <Text>{t.joinByLink}</Text>
          <ActionForm
            logic={joinLogic}
            schema={joinTeam.body}
            values={{ code: joinCode }}
            label={t.join}
            onDone={() => onChanged()}
          />
        </Stack>
      </Paper>
    ) : (
      <Text size="sm">{t.standing.outside}</Text>
    );
  }
  const last = team.counters.members <= 1;
  return (
    <Stack gap="xs">
      <Text fw={500}>{team.standing === "leader" ? t.standing.leader : t.standing.member}</Text>
      <Group gap="xs" align="flex-start">
        {team.chatId !== null ? (
          <ButtonLink to="/profile/$id/chat" params={{ id: selfId }} search={{ chat: team.chatId }}>
            {t.chat}
          </ButtonLink>
        ) : null}
        <ActionForm
          logic={leaveLogic}
          schema={leaveTeam.body}
          values={teamId}
          variant="default"
          color="red"
          label={t.leave}
          onDone={(result) => (result === null ? onEnded() : onChanged(t.left))}
        />
      </Group>
      {team.standing === "leader" ? (
        <Text size="xs" c="dimmed">
          {last ? t.leaveHint.last : t.leaveHint.leader}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The members, 30 a page, the leader first; the leader (or an admin) removes any other. */
function Members({
  team,
  list,
  canRemove,
  onRemoved,
}: {
  team: Team;
  list: PagedListActor<TeamMemberRow>;
  canRemove: boolean;
  onRemoved: () => void;
}) {
  return (
    <section aria-labelledby="team-members-title" className={css.section}>
      <Title order={2} size="h4" id="team-members-title">
        {t.members.title}
      </Title>
      <MemberList<TeamMemberRow>
        list={list}
        kind="team"
        texts={{ loading: t.members.loading, failed: t.members.failed, empty: t.members.empty }}
        details={(member) => (
          <>
            {member.leader ? (
              <Text size="xs" fw={500}>
                {t.members.leader}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              {t.members.since(dateLabel(member.joinedAt))}
            </Text>
            {member.referrals > 0 ? (
              <Text size="xs" c="dimmed">
                {t.members.referrals(member.referrals)}
              </Text>
            ) : null}
          </>
        )}
        actions={(member) =>
          canRemove && !member.leader ? (
            <ActionForm
              logic={removeLogic}
              schema={removeFromTeam.body}
              values={{ teamId: team.id, memberId: member.id }}
              label={t.members.remove}
              aria-label={t.members.removeOf(member.name)}
              size="xs"
              variant="subtle"
              color="red"
              onDone={onRemoved}
            />
          ) : null
        }
      />
    </section>
  );
}
