import { createFileRoute } from "@tanstack/react-router";
import { BlogsFeed } from "../../pages/publications/blogs-feed";
import { SectionPage } from "../../pages/section/section-page";

export const Route = createFileRoute("/blogs/")({
  component: BlogsPage,
});

function BlogsPage() {
  return (
    <SectionPage section="/blogs" feed>
      <BlogsFeed />
    </SectionPage>
  );
}
