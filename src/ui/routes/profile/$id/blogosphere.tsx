import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { guard, requireAuth } from "../../-guards/guards";

export const Route = createFileRoute("/profile/$id/blogosphere")({
  beforeLoad: guard(requireAuth),
  component: ProfileIdBlogospherePage,
});

function ProfileIdBlogospherePage() {
  return <SectionPage section="/profile/$id/blogosphere" />;
}
