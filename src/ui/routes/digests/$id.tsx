import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../pages/section/section-page";
import { idParams } from "../-params/ids";

export const Route = createFileRoute("/digests/$id")({
  params: idParams("id"),
  component: DigestsIdPage,
});

function DigestsIdPage() {
  return <SectionPage section="/digests/$id" />;
}
