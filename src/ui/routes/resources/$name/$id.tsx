import { createFileRoute } from "@tanstack/react-router";
import { SectionPage } from "../../../pages/section/section-page";
import { parseId } from "../../-params/ids";

/** /resources/{name}/{id}: any named grouping of resources; only the id is an integer. */
export const Route = createFileRoute("/resources/$name/$id")({
  params: {
    parse: ({ name, id }: { name: string; id: string }) => {
      const parsed = parseId(id);
      return parsed === undefined ? false : { name, id: parsed };
    },
    stringify: ({ name, id }: { name: string; id: number }) => ({ name, id: String(id) }),
  },
  component: ResourcesNamedPage,
});

function ResourcesNamedPage() {
  return <SectionPage section="/resources/$name/$id" />;
}
