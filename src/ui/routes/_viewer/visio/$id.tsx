import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { guard, savePosition } from "../../-guards/guards";
import { idParams } from "../../-params/ids";

export const Route = createFileRoute("/_viewer/visio/$id")({
  params: idParams("id"),
  staticData: { chrome: false },
  beforeLoad: guard(savePosition),
  component: VisioIdPage,
});

function VisioIdPage() {
  return <SectionPage section="/visio/$id" />;
}
