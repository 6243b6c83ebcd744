import { Alert, Avatar, Button, Group, Stack, Text, Textarea, Title } from "@mantine/core";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import type { Comment } from "../../../api/endpoints/publication-talk";
import { addComment, editComment } from "../../../api/endpoints/publication-talk";
import { RoleId } from "../../../api/schema/user";
import { dialogOperation } from "../../../machines/lib/dialog-operations";
import type { PagedListActor } from "../../../machines/lib/paged-list.machine";
import { selectRows } from "../../../machines/lib/paged-list.selectors";
import type { PublicationReactionsActor } from "../../../machines/publications/publication-reactions.machine";
import {
  selectReactions,
  selectReactionsBusy,
  selectReactionsFailed,
  selectReactionsProblem,
} from "../../../machines/publications/publication-reactions.selectors";
import { selectHasRole, selectUserId } from "../../../machines/session/session.selectors";
import { commentEditLogic, commentFormLogic, commentsListLogic } from "../../app/wiring/publications";
import { Moment } from "../../components/dates/moment";
import { useDialogs } from "../../components/dialogs/dialogs-port";
import { EmojiButton } from "../../components/emoji-picker/emoji-button";
import { useReactionEmoji } from "../../components/emoji-picker/reaction-emoji";
import { MachineForm, ProblemAlert, SubmitButton } from "../../components/form/fields";
import { useForm } from "../../components/form/use-form";
import { AnchorLink } from "../../components/links";
import { PagedListView } from "../../components/paged-list/paged-list-view";
import { ruPublicationTalk as t } from "../../i18n/ru.publications";
import { useSession } from "../../session/hooks";
import css from "./post-page.module.css";

const selectIsAdmin = selectHasRole(RoleId.admin);

/**
 * Reactions under a publication: each with its count, the reader's own pressed; a picker for more. The
 * page runs `reactions` (the app's `reactionsLogic`), as its «Реакции: N» reads them too.
 */
export function PostReactions({
  reactions,
  canReact,
}: {
  reactions: PublicationReactionsActor;
  canReact: boolean;
}) {
  const shown = useSelector(reactions, selectReactions);
  const busy = useSelector(reactions, selectReactionsBusy);
  const failed = useSelector(reactions, selectReactionsFailed);
  const problem = useSelector(reactions, selectReactionsProblem);
  const toggle = (code: string) => reactions.send({ type: "reactions.toggle", code });
  if (failed) {
    return (
      <Alert color="red" role="alert" p="xs">
        {t.reactionsFailed}{" "}
        <Button size="xs" variant="subtle" onClick={() => reactions.send({ type: "reactions.reload" })}>
          {t.retry}
        </Button>
      </Alert>
    );
  }
  return (
    <Stack gap={4}>
      <Group gap={6} role="group" aria-label={t.reactionsLabel} data-reactions="">
        {shown.map((reaction) => (
          <ReactionChip
            key={reaction.code}
            code={reaction.code}
            count={reaction.count}
            mine={reaction.mine}
            disabled={!canReact || busy}
            onPress={() => toggle(reaction.code)}
          />
        ))}
        {canReact ? (
          <EmojiButton
            label={t.react}
            icon={<span aria-hidden="true">☺</span>}
            size="md"
            onPick={(emoji) => toggle(emoji.code)}
          />
        ) : null}
      </Group>
      {problem ? (
        <Text size="sm" c="red" role="alert">
          {problem.message}
        </Text>
      ) : null}
    </Stack>
  );
}

function ReactionChip(props: {
  code: string;
  count: number;
  mine: boolean;
  disabled: boolean;
  onPress: () => void;
}) {
  const emoji = useReactionEmoji(props.code);
  return (
    <Button
      size="compact-sm"
      variant={props.mine ? "light" : "default"}
      aria-pressed={props.mine}
      aria-label={t.reaction(emoji, props.count, props.mine)}
      disabled={props.disabled}
      onClick={props.onPress}
      data-reaction={props.code}
    >
      {emoji} {props.count}
    </Button>
  );
}

/** Comments under a publication, oldest first, with replies; the form for members. */
export function PostComments({ publicationId, authorId }: { publicationId: number; authorId: number }) {
  const me = useSession(selectUserId);
  const admin = useSession(selectIsAdmin);
  const [logic] = useState(() => commentsListLogic(publicationId));
  const list = useActorRef(logic, { input: {} });
  const [replyTo, setReplyTo] = useState<Comment | null>(null);
  const rows = useSelector(list, selectRows);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const dialogs = useDialogs();
  // Deleted through the app's dialog; the list drops it at once (other readers' lists hear of it).
  const askDelete = (comment: Comment) =>
    dialogs.show(
      {
        header: t.deleteDialog.header,
        text: t.deleteDialog.text,
        confirmLabel: t.deleteDialog.confirm,
        operation: dialogOperation.deleteComment,
        entity: "comment",
        object: comment.id,
      },
      { onConfirmed: () => list.send({ type: "list.remove", id: comment.id }) },
    );
  return (
    <section aria-labelledby="comments-title" className={css.comments}>
      <Title order={2} size="h3" id="comments-title">
        {t.comments}
      </Title>
      <CommentRows
        list={list}
        render={(comment) => (
          <CommentRow
            comment={comment}
            answered={comment.replyToId === null ? undefined : byId.get(comment.replyToId)}
            onDelete={
              me === comment.author.id || me === authorId || admin ? () => askDelete(comment) : undefined
            }
            mayEdit={me === comment.author.id}
            onEdited={(edited) => list.send({ type: "list.upsert", row: edited })}
            onReply={me ? () => setReplyTo(comment) : undefined}
          />
        )}
      />
      {me ? (
        <CommentForm
          key={replyTo?.id ?? "new"}
          publicationId={publicationId}
          replyTo={replyTo}
          onCancelReply={() => setReplyTo(null)}
          onSent={(comment) => {
            list.send({ type: "list.upsert", row: comment });
            setReplyTo(null);
          }}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t.signInToTalk}
        </Text>
      )}
    </section>
  );
}

function CommentRows({
  list,
  render,
}: {
  list: PagedListActor<Comment>;
  render: (comment: Comment) => React.ReactNode;
}) {
  return (
    <PagedListView
      list={list}
      texts={{
        loading: t.commentsLoading,
        failed: t.commentsFailed,
        empty: t.noComments,
        retry: t.retry,
        more: t.more,
      }}
    >
      {(rows) => (
        <ul className={css.commentList} data-comments="">
          {rows.map((comment) => (
            <li key={comment.id} data-comment-id={comment.id}>
              {render(comment)}
            </li>
          ))}
        </ul>
      )}
    </PagedListView>
  );
}

function CommentRow({
  comment,
  answered,
  onDelete,
  mayEdit,
  onEdited,
  onReply,
}: {
  comment: Comment;
  answered: Comment | undefined;
  /** Asks to delete it (its author, the publication's, an admin); none: they may not. */
  onDelete: (() => void) | undefined;
  mayEdit: boolean;
  onEdited: (comment: Comment) => void;
  onReply: (() => void) | undefined;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <Avatar
        src={comment.author.avatar}
        name={comment.author.name}
        color="initials"
        radius="xl"
        size="sm"
        alt=""
      />
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Group gap={6}>
          <AnchorLink to="/profile/$id" params={{ id: comment.author.id }} size="sm" fw={600}>
            {comment.author.name}
          </AnchorLink>
          <Text size="xs" c="dimmed">
            <Moment at={comment.createdAt} />
            {comment.editedAt ? ` · ${t.edited}` : ""}
            {answered ? ` · ${t.inReplyTo(answered.author.name)}` : ""}
          </Text>
        </Group>
        {editing ? (
          <CommentEditForm
            comment={comment}
            onDone={(edited) => {
              if (edited) onEdited(edited);
              setEditing(false);
            }}
          />
        ) : (
          <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
            {comment.text}
          </Text>
        )}
        <Group gap="xs">
          {mayEdit && !editing ? (
            <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)}>
              {t.edit}
            </Button>
          ) : null}
          {onReply ? (
            <Button size="compact-xs" variant="subtle" onClick={onReply}>
              {t.reply}
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              aria-label={t.deleteOf(comment.author.name)}
              onClick={onDelete}
            >
              {t.delete}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Group>
  );
}

/** The author's own comment, changed in place: saved, or left as it was with «Отмена» or Escape. */
function CommentEditForm({ comment, onDone }: { comment: Comment; onDone: (edited?: Comment) => void }) {
  const [logic] = useState(() => commentEditLogic(comment.id));
  const form = useForm(logic, { schema: editComment.body });
  const [text, setText] = useState(comment.text);
  const saved = form.succeeded ? (form.result as Comment | undefined) : undefined;
  useEffect(() => {
    if (saved) onDone(saved);
  }, [saved, onDone]);
  return (
    <MachineForm form={form} onSubmit={(element) => form.submit(element)}>
      <Textarea
        name="text"
        label={t.editLabel}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") onDone();
        }}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={2000}
        error={form.fieldErrors.text}
        data-autofocus
        autoFocus
      />
      <ProblemAlert problem={form.problem} />
      <Group gap="xs">
        <SubmitButton form={form} fullWidth={false} disabled={text.trim() === "" || text === comment.text}>
          {t.save}
        </SubmitButton>
        <Button variant="default" onClick={() => onDone()}>
          {t.cancelEdit}
        </Button>
      </Group>
    </MachineForm>
  );
}

function CommentForm({
  publicationId,
  replyTo,
  onCancelReply,
  onSent,
}: {
  publicationId: number;
  replyTo: Comment | null;
  onCancelReply: () => void;
  onSent: (comment: Comment) => void;
}) {
  const [logic] = useState(() => commentFormLogic(publicationId));
  const form = useForm(logic, { schema: addComment.body });
  const [text, setText] = useState("");
  const sent = form.succeeded ? (form.result as Comment | undefined) : undefined;
  useEffect(() => {
    if (!sent) return;
    onSent(sent);
    setText("");
    form.reset();
  }, [sent, onSent, form.reset]);
  return (
    <MachineForm
      form={form}
      onSubmit={(element) => form.submit(element, { values: replyTo ? { replyToId: replyTo.id } : {} })}
    >
      {replyTo ? (
        <Group gap="xs">
          <Text size="sm">{t.replyTo(replyTo.author.name)}</Text>
          <Button size="compact-xs" variant="subtle" onClick={onCancelReply}>
            {t.cancelReply}
          </Button>
        </Group>
      ) : null}
      <Textarea
        name="text"
        label={t.write}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={2000}
        error={form.fieldErrors.text}
      />
      <ProblemAlert problem={form.problem} />
      <SubmitButton form={form} fullWidth={false} disabled={text.trim() === ""}>
        {t.send}
      </SubmitButton>
    </MachineForm>
  );
}
