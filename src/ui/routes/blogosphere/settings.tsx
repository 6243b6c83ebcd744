import { createFileRoute } from "@tanstack/react-router";
import { selectUserId } from "../../../machines/session/session.selectors";
import { BlogSettings } from "../../pages/publications/blog-settings";
import { SectionPage } from "../../pages/section/section-page";
import { useSession } from "../../session/hooks";
import { guard, requireAuth } from "../-guards/guards";

export const Route = createFileRoute("/blogosphere/settings")({
  beforeLoad: guard(requireAuth),
  component: BlogosphereSettingsPage,
});

/** The member's own blog: its name, description and cover. */
function BlogosphereSettingsPage() {
  const me = useSession(selectUserId);
  return (
    <SectionPage section="/blogosphere/settings" feed>
      {me ? <BlogSettings key={me} userId={me} /> : null}
    </SectionPage>
  );
}
