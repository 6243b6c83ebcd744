import { createFileRoute } from "@tanstack/react-router";
import { MediaViewer } from "../../../../../pages/publications/media-viewer";
import { guard, requireAuth, savePosition } from "../../../../-guards/guards";
import { idParams } from "../../../../-params/ids";

export const Route = createFileRoute("/_viewer/profile/$id/media/$mediaId")({
  params: idParams("id", "mediaId"),
  staticData: { chrome: false },
  beforeLoad: guard(requireAuth, savePosition),
  component: ProfileIdMediaMediaIdPage,
});

/** One photo or video of member {id}, full-screen. */
function ProfileIdMediaMediaIdPage() {
  const { id, mediaId } = Route.useParams();
  return <MediaViewer key={mediaId} authorId={id} mediaId={mediaId} />;
}
