import { Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import type { TeamCard } from "../../../api/schema/team";
import { AnchorLink } from "../../components/links";
import { ruTeams as t } from "../../i18n/ru.teams";
import { TeamAvatar } from "./team-avatar";
import css from "./teams.module.css";

/** A team in a list: its picture and name (a link to its page), leader, size and division; `extra` beside it. */
export function TeamRow({
  team,
  details,
  withDivision = true,
  children,
}: {
  team: TeamCard;
  details?: ReactNode;
  /** Names its division (not in a division's own list). */
  withDivision?: boolean;
  children?: ReactNode;
}) {
  return (
    <li className={css.teamRow} data-team-id={team.id}>
      <Group gap="sm" wrap="nowrap" className={css.teamMain}>
        <TeamAvatar team={team} />
        <div>
          <AnchorLink to="/teams/$id" params={{ id: team.id }} fw={600}>
            {team.name}
          </AnchorLink>
          <Text size="sm" c="dimmed">
            {[
              team.leader ? t.card.leader(team.leader.name) : t.card.noLeader,
              t.members(team.members),
              withDivision && team.division ? t.card.division(team.division.name) : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </Text>
          {details}
        </div>
      </Group>
      {children}
    </li>
  );
}

/** A division's teams as a list of {@link TeamRow}s. */
export function TeamCards({ teams, label }: { teams: ReadonlyArray<TeamCard>; label: string }) {
  return (
    <ul className={css.plain} aria-label={label} data-teams="">
      {teams.map((team) => (
        <TeamRow key={team.id} team={team} withDivision={false} />
      ))}
    </ul>
  );
}
