import { createFileRoute } from "@tanstack/react-router";
import { BlogospherePage } from "../../pages/publications/blogosphere-page";
import { SectionPage } from "../../pages/section/section-page";

export const Route = createFileRoute("/blogosphere/")({
  component: BlogosphereIndexPage,
});

/** The blogosphere: its authors with their blogs and best publications. */
function BlogosphereIndexPage() {
  return (
    <SectionPage section="/blogosphere" feed>
      <BlogospherePage />
    </SectionPage>
  );
}
