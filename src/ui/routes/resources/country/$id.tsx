import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { idParams } from "../../-params/ids";

export const Route = createFileRoute("/resources/country/$id")({
  params: idParams("id"),
  component: ResourcesCountryIdPage,
});

function ResourcesCountryIdPage() {
  return <SectionPage section="/resources/country/$id" />;
}
