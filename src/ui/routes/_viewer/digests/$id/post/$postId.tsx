import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../../../pages/section/section-page";
import { guard, savePosition } from "../../../../-guards/guards";
import { idParams } from "../../../../-params/ids";

export const Route = createFileRoute("/_viewer/digests/$id/post/$postId")({
  params: idParams("id", "postId"),
  staticData: { chrome: false },
  beforeLoad: guard(savePosition),
  component: DigestsIdPostPostIdPage,
});

function DigestsIdPostPostIdPage() {
  return <SectionPage section="/digests/$id/post/$postId" />;
}
