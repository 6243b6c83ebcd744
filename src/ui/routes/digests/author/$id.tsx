import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { idParams } from "../../-params/ids";

export const Route = createFileRoute("/digests/author/$id")({
  params: idParams("id"),
  component: DigestsAuthorIdPage,
});

function DigestsAuthorIdPage() {
  return <SectionPage section="/digests/author/$id" />;
}
