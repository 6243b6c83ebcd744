import { createFileRoute } from "@tanstack/react-router";
import { selectUserId } from "../../../../machines/session/session.selectors";
import { StructurePage } from "../../../pages/structure/structure-page";
import { useSession } from "../../../session/hooks";
import { guard, requireAuth } from "../../-guards/guards";
import { idParams } from "../../-params/ids";

/** Someone's structure as a tree: theirs, an upline member's or an admin's to open; others see the counts. */
export const Route = createFileRoute("/the_game/structure/$id")({
  params: idParams("id"),
  beforeLoad: guard(requireAuth),
  component: TheGameStructureIdPage,
});

function TheGameStructureIdPage() {
  const { id } = Route.useParams();
  const own = useSession(selectUserId) === id;
  return <StructurePage key={id} ownerId={id} own={own} />;
}
