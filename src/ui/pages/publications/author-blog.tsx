import { blogLogic, feedLogic } from "../../app/wiring/publications";
import { BlogHeader } from "../../components/publications/blog-header";
import { PublicationFeed } from "../../components/publications/publication-feed";
import { ruPublications } from "../../i18n/ru.publications";

/**
 * A member's blog as the blogosphere shows it — its head and what they published: the blogosphere's
 * author page, and the member's own (/profile/{id}/blogosphere).
 */
export function AuthorBlog({ authorId }: { authorId: number }) {
  return (
    <>
      <BlogHeader logic={blogLogic} key={`head-${authorId}`} authorId={authorId} />
      <PublicationFeed
        feeds={feedLogic}
        key={authorId}
        feed={{ kind: "author", authorId }}
        empty={ruPublications.feed.empty}
      />
    </>
  );
}
