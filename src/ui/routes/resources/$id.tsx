import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../pages/section/section-page";
import { idParams } from "../-params/ids";

export const Route = createFileRoute("/resources/$id")({
  params: idParams("id"),
  component: ResourcesIdPage,
});

function ResourcesIdPage() {
  return <SectionPage section="/resources/$id" />;
}
