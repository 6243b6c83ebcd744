import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../../../pages/section/section-page";
import { guard, requireAuth, savePosition } from "../../../../-guards/guards";
import { idParams } from "../../../../-params/ids";

export const Route = createFileRoute("/_viewer/profile/$id/media/$mediaId")({
  params: idParams("id", "mediaId"),
  staticData: { chrome: false },
  beforeLoad: guard(requireAuth, savePosition),
  component: ProfileIdMediaMediaIdPage,
});

function ProfileIdMediaMediaIdPage() {
  return <SectionPage section="/profile/$id/media/$mediaId" />;
}
