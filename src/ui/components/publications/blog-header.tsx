import "../mantine-styles";
import { Stack, Text, Title } from "@mantine/core";
import type { Blog } from "../../../api/schema/blog";
import type { ResourceLogic } from "../../../machines/lib/resource.machine";
import { ruPublications } from "../../i18n/ru.publications";
import { MemberBadge } from "../members/member-badge";
import { ResourceWait } from "../resource-view";
import { useResource } from "../use-resource";
import css from "./publications.module.css";

const t = ruPublications.blog;

/**
 * A blog's head: its cover, title, author, description and counters (the blogosphere's author page), read
 * by `logic` (the app's `blogLogic`, handed in by the page).
 */
export function BlogHeader({
  logic,
  authorId,
}: {
  logic: ResourceLogic<{ id: number }, Blog>;
  authorId: number;
}) {
  const { data: blog, problem, reload } = useResource(logic, { id: authorId });
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
