import { createFileRoute } from "@tanstack/react-router";
import { selectUserId } from "../../../../machines/session/session.selectors";
import { StructurePage } from "../../../pages/structure/structure-page";
import { useSession } from "../../../session/hooks";
import { guard, requireAuth } from "../../-guards/guards";

/** The caller's own structure as a tree (a visitor is sent to log in first). */
export const Route = createFileRoute("/the_game/structure/")({
  beforeLoad: guard(requireAuth),
  component: TheGameStructurePage,
});

function TheGameStructurePage() {
  const id = useSession(selectUserId);
  return id === null ? null : <StructurePage key={id} ownerId={id} own />;
}
