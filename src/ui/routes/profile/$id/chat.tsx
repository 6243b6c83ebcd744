import { createFileRoute, useParams } from "@tanstack/react-router";
import MessengerPage from "../../../pages/messenger/messenger-page";
import { guard, ownerOnly, requireAuth } from "../../-guards/guards";
import { parseId } from "../../-params/ids";

export interface ChatSearch {
  /** `user={memberId}` opens the chat with that member (spec §2). */
  readonly user?: number;
}

export const Route = createFileRoute("/profile/$id/chat")({
  validateSearch: (search: Record<string, unknown>): ChatSearch => {
    const user = parseId(String(search.user ?? ""));
    return user === undefined ? {} : { user };
  },
  beforeLoad: guard(requireAuth, ownerOnly),
  component: ProfileChatPage,
});

// The component, and with it the whole messenger, is a chunk of its own (the router plugin's
// autoCodeSplitting, vite.config.ts): fetched when this page opens, never with `/` (ARCHITECTURE §8).
function ProfileChatPage() {
  // Owner only (the guard): the profile's id is the logged-in member's.
  const { id } = useParams({ from: "/profile/$id" });
  const { user } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MessengerPage
      key={id}
      selfId={id}
      user={user}
      onUserChange={(next: number | undefined) =>
        navigate({ search: next === undefined ? {} : { user: next }, replace: true })
      }
    />
  );
}
