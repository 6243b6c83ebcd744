import { createFileRoute, useParams } from "@tanstack/react-router";
import { Schema } from "effect";
import MessengerPage from "../../../pages/messenger/messenger-page";
import { guard, ownerOnly, requireAuth } from "../../-guards/guards";
import { hint, SearchId, searchOf } from "../../-params/search";

/**
 * `user={memberId}` opens the chat with that member (spec §2); `chat={chatId}` opens that chat of the
 * member's (a team's chat, from its page).
 */
const chatSearch = searchOf(Schema.Struct({ user: hint(SearchId), chat: hint(SearchId) }));
export type ChatSearch = typeof chatSearch.Type;

export const Route = createFileRoute("/profile/$id/chat")({
  validateSearch: chatSearch,
  beforeLoad: guard(requireAuth, ownerOnly),
  component: ProfileChatPage,
});

// The component, and with it the whole messenger, is a chunk of its own (the router plugin's
// autoCodeSplitting, vite.config.ts): fetched when this page opens, never with `/` (ARCHITECTURE §8).
function ProfileChatPage() {
  // Owner only (the guard): the profile's id is the logged-in member's.
  const { id } = useParams({ from: "/profile/$id" });
  const { user, chat } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MessengerPage
      key={id}
      selfId={id}
      user={user}
      chat={chat}
      onUserChange={(next: number | undefined) =>
        navigate({ search: next === undefined ? {} : { user: next }, replace: true })
      }
    />
  );
}
