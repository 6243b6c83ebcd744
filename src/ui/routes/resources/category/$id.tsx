import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { idParams } from "../../-params/ids";

export const Route = createFileRoute("/resources/category/$id")({
  params: idParams("id"),
  component: ResourcesCategoryIdPage,
});

function ResourcesCategoryIdPage() {
  return <SectionPage section="/resources/category/$id" />;
}
