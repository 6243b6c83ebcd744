import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { idParams } from "../../-params/ids";

export const Route = createFileRoute("/blogosphere/authors/$id")({
  params: idParams("id"),
  component: BlogosphereAuthorsIdPage,
});

function BlogosphereAuthorsIdPage() {
  return <SectionPage section="/blogosphere/authors/$id" />;
}
