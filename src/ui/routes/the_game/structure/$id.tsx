import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { idParams } from "../../-params/ids";

export const Route = createFileRoute("/the_game/structure/$id")({
  params: idParams("id"),
  component: TheGameStructureIdPage,
});

function TheGameStructureIdPage() {
  return <SectionPage section="/the_game/structure/$id" />;
}
