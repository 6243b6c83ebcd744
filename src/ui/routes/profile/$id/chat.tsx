import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
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

function ProfileChatPage() {
  return <SectionPage section="/profile/$id/chat" />;
}
