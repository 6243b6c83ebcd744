import "../mantine-styles";
import { Stack, Text, Title } from "@mantine/core";
import { blogLogic } from "../../app/wiring/publications";
import { ruPublications } from "../../i18n/ru.publications";
import { MemberBadge } from "../members/member-badge";
import { ResourceWait } from "../resource-view";
import { useResource } from "../use-resource";
import css from "./publications.module.css";

const t = ruPublications.blog;

/** A blog's head: its cover, title, author, description and counters (the blogosphere's author page). */
export function BlogHeader({ authorId }: { authorId: number }) {
  const { data: blog, problem, reload } = useResource(blogLogic, { id: authorId });
  if (!blog) return <ResourceWait problem={problem} reload={reload} loading={t.loading} failed={t.failed} />;
  return (
    <Stack gap="sm" component="header" data-blog={blog.author.id}>
      {blog.cover ? <img src={blog.cover} alt={t.coverAlt(blog.title)} className={css.blogCover} /> : null}
      <Title order={2}>{blog.title}</Title>
      <MemberBadge member={blog.author} link />
      {blog.description ? <Text style={{ whiteSpace: "pre-line" }}>{blog.description}</Text> : null}
      <Text size="sm" c="dimmed">
        {t.counters(blog.counters.publications, blog.counters.subscribers)}
      </Text>
    </Stack>
  );
}
