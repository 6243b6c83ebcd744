import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { idParams } from "../../-params/ids";

export const Route = createFileRoute("/visio/author/$id")({
  params: idParams("id"),
  component: VisioAuthorIdPage,
});

function VisioAuthorIdPage() {
  return <SectionPage section="/visio/author/$id" />;
}
