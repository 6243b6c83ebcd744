import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../pages/section/section-page";
import { idParams } from "../-params/ids";

export const Route = createFileRoute("/teams/$id")({
  params: idParams("id"),
  component: TeamsIdPage,
});

function TeamsIdPage() {
  return <SectionPage section="/teams/$id" />;
}
