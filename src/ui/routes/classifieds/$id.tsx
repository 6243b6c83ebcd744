import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../pages/section/section-page";
import { idParams } from "../-params/ids";

export const Route = createFileRoute("/classifieds/$id")({
  params: idParams("id"),
  component: ClassifiedsIdPage,
});

function ClassifiedsIdPage() {
  return <SectionPage section="/classifieds/$id" />;
}
