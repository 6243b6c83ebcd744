import "../../components/mantine-styles";
import { Paper, Stack, Text, Title } from "@mantine/core";
import { useActorRef } from "@xstate/react";
import { useState } from "react";
import type { BlogAuthor } from "../../../api/schema/blog";
import { selectUserId } from "../../../machines/session/session.selectors";
import { blogAuthorsLogic } from "../../app/wiring/publications";
import { AnchorLink, ButtonLink } from "../../components/links";
import { MemberBadge } from "../../components/members/member-badge";
import { PagedListView } from "../../components/paged-list/paged-list-view";
import { ruPublications } from "../../i18n/ru.publications";
import { useSession } from "../../session/hooks";
import css from "./blogs.module.css";

const t = ruPublications.blog;

/** /blogosphere: the authors, the most followed first, each with their blog and best publication. */
export function BlogospherePage() {
  const me = useSession(selectUserId);
  const [logic] = useState(() => blogAuthorsLogic());
  const list = useActorRef(logic, { input: {} });
  return (
    <Stack gap="md">
      {me ? (
        <ButtonLink to="/blogosphere/settings" variant="light" style={{ alignSelf: "flex-start" }}>
          {t.settingsLink}
        </ButtonLink>
      ) : null}
      <PagedListView list={list} texts={t.authors}>
        {(rows) => (
          <ul className={css.authors} data-blog-authors="">
            {rows.map((author) => (
              <li key={author.id}>
                <AuthorCard author={author} />
              </li>
            ))}
          </ul>
        )}
      </PagedListView>
    </Stack>
  );
}

function AuthorCard({ author: { id, blog, best } }: { author: BlogAuthor }) {
  return (
    <Paper withBorder radius="lg" p="md" component="article" className={css.author} data-author-id={id}>
      <Stack gap="xs">
        {blog.cover ? <img src={blog.cover} alt="" className={css.authorCover} loading="lazy" /> : null}
        <Title order={3} size="h4">
          <AnchorLink to="/blogosphere/authors/$id" params={{ id }} aria-label={t.open(blog.title)}>
            {blog.title}
          </AnchorLink>
        </Title>
        <MemberBadge member={blog.author} />
        {blog.description ? (
          <Text size="sm" lineClamp={3}>
            {blog.description}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {t.counters(blog.counters.publications, blog.counters.subscribers)}
        </Text>
        {best ? (
          <Text size="sm">
            {t.best}:{" "}
            <AnchorLink to="/blogosphere/$id/post/$postId" params={{ id, postId: best.id }}>
              {best.title || best.excerpt.slice(0, 80) || ruPublications.feed.untitled}
            </AnchorLink>
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
