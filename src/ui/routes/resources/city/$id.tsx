import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { idParams } from "../../-params/ids";

export const Route = createFileRoute("/resources/city/$id")({
  params: idParams("id"),
  component: ResourcesCityIdPage,
});

function ResourcesCityIdPage() {
  return <SectionPage section="/resources/city/$id" />;
}
