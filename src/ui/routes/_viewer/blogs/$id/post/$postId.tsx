import { createFileRoute } from "@tanstack/react-router";
import { PostPage } from "../../../../../pages/publications/post-page";
import { guard, savePosition } from "../../../../-guards/guards";
import { idParams } from "../../../../-params/ids";

export const Route = createFileRoute("/_viewer/blogs/$id/post/$postId")({
  params: idParams("id", "postId"),
  staticData: { chrome: false },
  beforeLoad: guard(savePosition),
  component: BlogsIdPostPostIdPage,
});

function BlogsIdPostPostIdPage() {
  // The author's id and the post's, parsed by `idParams`.
  const { id, postId } = Route.useParams();
  return <PostPage key={postId} authorId={id} postId={postId} />;
}
