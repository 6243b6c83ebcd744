import { createFileRoute, useParams } from "@tanstack/react-router";
import { Schema } from "effect";
import { EditorPage } from "../../../../pages/publications/editor-page";
import { hint, SearchId, searchOf } from "../../../-params/search";

/** `edit={postId}` opens one's publication in the editor; `rubric={id}` starts a new one in that rubric. */
const editorSearch = searchOf(
  Schema.Struct({
    edit: hint(SearchId),
    // Checked against the rubrics by the page: the route tree is in the first JavaScript, the schema of
    // publications is not.
    rubric: hint(SearchId),
  }),
);

export const Route = createFileRoute("/profile/$id/publications/")({
  validateSearch: editorSearch,
  component: ProfileIdPublicationsPage,
});

function ProfileIdPublicationsPage() {
  // Owner only (the layout's guard): the profile's id is the logged-in member's.
  const { id } = useParams({ from: "/profile/$id" });
  const { edit, rubric } = Route.useSearch();
  // One page per rubric started from; the page itself follows `edit` (a new one's id comes into the address).
  return <EditorPage key={rubric ?? ""} ownerId={id} edit={edit} rubric={rubric} />;
}
