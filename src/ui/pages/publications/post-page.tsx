import "../../components/mantine-styles";
import { Anchor, Avatar, Badge, Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useNavigate } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import type { Publication } from "../../../api/schema/publication";
import { RoleId } from "../../../api/schema/user";
import { dialogOperation } from "../../../machines/lib/dialog-operations";
import { selectReactionsTotal } from "../../../machines/publications/publication-reactions.selectors";
import { selectHasRole, selectUserId } from "../../../machines/session/session.selectors";
import { livePublicationLogic, reactionsLogic } from "../../app/wiring/publications";
import { fullLabel } from "../../components/dates/format";
import { Moment } from "../../components/dates/moment";
import { useDialogs } from "../../components/dialogs/dialogs-port";
import { ErrorScreen } from "../../components/error-screen";
import { ProblemAlert } from "../../components/form/fields";
import { AnchorLink, ButtonLink } from "../../components/links";
import { RichTextView } from "../../components/rich-text/rich-text-view";
import { useResource } from "../../components/use-resource";
import { ruPublications } from "../../i18n/ru.publications";
import { useSession } from "../../session/hooks";
import css from "./post-page.module.css";
import { PostComments, PostReactions } from "./post-talk";

const t = ruPublications.post;

const selectIsAdmin = selectHasRole(RoleId.admin);

/**
 * «Редактировать» for its author, «Удалить» for its author and an admin (the server allows no one else). A
 * deletion is confirmed in the app's dialog; then the author is on their publications, an admin on the
 * author's blog, told it is gone.
 */
function AuthorActions({ post }: { post: Publication }) {
  const me = useSession(selectUserId);
  const admin = useSession(selectIsAdmin);
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const own = me === post.author.id;
  if (!own && !admin) return null;
  const gone = () => {
    notifications.show({ color: "green", message: t.deleted });
    void (own
      ? navigate({ to: "/profile/$id/publications", params: { id: post.author.id }, replace: true })
      : navigate({ to: "/blogs/user/$id", params: { id: post.author.id }, replace: true }));
  };
  const askDelete = () =>
    dialogs.show(
      {
        header: t.deleteDialog.header,
        text: t.deleteDialog.text,
        confirmLabel: t.deleteDialog.confirm,
        operation: dialogOperation.deletePublication,
        entity: "post",
        object: post.id,
      },
      { onConfirmed: gone },
    );
  return (
    <Group gap="xs" justify="flex-end" data-author-actions="">
      {own ? (
        <ButtonLink
          to="/profile/$id/publications"
          params={{ id: post.author.id }}
          search={{ edit: post.id }}
          variant="light"
        >
          {t.edit}
        </ButtonLink>
      ) : null}
      <Button variant="light" color="red" onClick={askDelete}>
        {t.delete}
      </Button>
    </Group>
  );
}

/**
 * A publication's page (`/blogs/{id}/post/{postId}`, `/blogosphere/{id}/post/{postId}`): the reading view
 * without the site's header (spec §2; the viewer layout's bar leads to its section, its author's blog and
 * the list it came from) — title, author, rubric, time, cover, text, files, reactions and comments; its
 * author gets «Редактировать» and «Удалить» (an admin the latter). `{id}` is the author's: a post opened
 * under another author is 404.
 */
export function PostPage({ authorId, postId }: { authorId: number; postId: number }) {
  // Its counters and text follow what the socket tells (its author hears of reactions and comments).
  const { data: post, problem, reload } = useResource(livePublicationLogic, { id: postId });
  const me = useSession(selectUserId);

  if (problem?.status === 404 || (post && post.author.id !== authorId)) {
    return <ErrorScreen status={404} message={t.notFound} showMessage />;
  }
  if (!post) {
    return problem ? (
      <Stack className={css.page}>
        <ProblemAlert problem={problem} title={t.failed}>
          <Button size="xs" variant="subtle" onClick={reload}>
            {ruPublications.feed.retry}
          </Button>
        </ProblemAlert>
      </Stack>
    ) : (
      <Loader role="status" aria-label={t.loading} m="xl" />
    );
  }
  const when = post.publishedAt ?? post.updatedAt;
  return (
    <article className={css.page} data-post-id={post.id} aria-labelledby="post-title">
      <AuthorActions post={post} />
      <Stack gap="sm">
        <Group gap={6}>
          <Badge variant="light" tt="none">
            {post.rubric.name}
          </Badge>
          {post.status !== "published" ? (
            <Badge variant="outline" color="gray" tt="none">
              {t.status[post.status]}
            </Badge>
          ) : null}
        </Group>
        {post.title ? (
          <Title order={1} id="post-title" className={css.title}>
            {post.title}
          </Title>
        ) : null}
        <Group gap="xs">
          <Avatar src={post.author.avatar} name={post.author.name} color="initials" radius="xl" alt="" />
          <AnchorLink to="/blogs/user/$id" params={{ id: post.author.id }}>
            {post.author.name}
          </AnchorLink>
          <Text size="sm" c="dimmed">
            {post.status === "scheduled" ? t.scheduledFor(fullLabel(when)) : <Moment at={when} />}
          </Text>
        </Group>
      </Stack>
      {post.preview ? <img src={post.preview} alt={t.previewAlt(post.title)} className={css.cover} /> : null}
      <RichTextView doc={post.text} />
      {post.attachments.length > 0 ? (
        <section aria-labelledby="post-files">
          <Title order={2} size="h4" id="post-files">
            {t.attachments}
          </Title>
          <ul className={css.files}>
            {post.attachments.map((file) => (
              <li key={file.id}>
                {file.mime.startsWith("image/") ? (
                  <img src={file.url} alt={file.name} className={css.image} loading="lazy" />
                ) : file.mime.startsWith("video/") ? (
                  // biome-ignore lint/a11y/useMediaCaption: members' videos come without captions
                  <video src={file.url} controls className={css.image} />
                ) : (
                  <Anchor href={file.url} download={file.name}>
                    {file.name}
                  </Anchor>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {post.status === "published" ? (
        <ReactionsAndCounters post={post} canReact={me !== null} />
      ) : (
        <Counters post={post} reactions={post.counters.reactions} />
      )}
      {post.status === "published" ? (
        <PostComments publicationId={post.id} authorId={post.author.id} />
      ) : null}
    </article>
  );
}

/**
 * A published post's reactions and its counters beneath: «Реакции: N» is the sum of the chips (one
 * source), so the reader's own reaction counts at once — no socket tells them of it, and the post's own
 * counters are read again only when one does (its author's).
 */
function ReactionsAndCounters({ post, canReact }: { post: Publication; canReact: boolean }) {
  const reactions = useActorRef(reactionsLogic, { input: { publicationId: post.id } });
  const total = useSelector(reactions, selectReactionsTotal);
  return (
    <>
      <PostReactions reactions={reactions} canReact={canReact} />
      <Counters post={post} reactions={total ?? post.counters.reactions} />
    </>
  );
}

function Counters({ post, reactions }: { post: Publication; reactions: number }) {
  return (
    <Text size="sm" c="dimmed">
      {ruPublications.feed.views(post.counters.views)} · {ruPublications.feed.reactions(reactions)} ·{" "}
      {ruPublications.feed.comments(post.counters.comments)}
    </Text>
  );
}
