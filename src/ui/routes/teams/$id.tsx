import { createFileRoute, useParams } from "@tanstack/react-router";
import { Schema } from "effect";
import { TeamCode } from "../../../api/schema/team-code";
import { TeamPage } from "../../pages/teams/team-page";
import { idParams } from "../-params/ids";
import { hint, searchOf } from "../-params/search";

/** `join=<code>`: the team link, through which the viewer may join at once. */
const teamSearch = searchOf(Schema.Struct({ join: hint(TeamCode) }));

export const Route = createFileRoute("/teams/$id")({
  params: idParams("id"),
  validateSearch: teamSearch,
  component: TeamsIdPage,
});

function TeamsIdPage() {
  const { id } = useParams({ from: "/teams/$id" });
  const { join } = Route.useSearch();
  return <TeamPage key={id} teamId={id} joinCode={join} />;
}
