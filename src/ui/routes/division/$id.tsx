import { createFileRoute, useParams } from "@tanstack/react-router";
import { DivisionPage } from "../../pages/teams/divisions-page";
import { idParams } from "../-params/ids";

export const Route = createFileRoute("/division/$id")({
  params: idParams("id"),
  component: DivisionIdPage,
});

function DivisionIdPage() {
  const { id } = useParams({ from: "/division/$id" });
  return <DivisionPage key={id} divisionId={id} />;
}
