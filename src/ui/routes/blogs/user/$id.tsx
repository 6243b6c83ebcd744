import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { idParams } from "../../-params/ids";

export const Route = createFileRoute("/blogs/user/$id")({
  params: idParams("id"),
  component: BlogsUserIdPage,
});

function BlogsUserIdPage() {
  return <SectionPage section="/blogs/user/$id" />;
}
