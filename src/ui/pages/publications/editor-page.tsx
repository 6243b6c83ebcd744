import "../../components/mantine-styles";
import "@mantine/core/styles/Combobox.css";
import {
  Alert,
  Button,
  FileButton,
  Group,
  Loader,
  NativeSelect,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { publicationFileRules } from "../../../api/endpoints/publications";
import { type Publication, type PublicationType, rubrics } from "../../../api/schema/publication";
import type { PublicationEditorActor } from "../../../machines/publications/publication-editor.machine";
import {
  selectEditorFields,
  selectEditorFiles,
  selectEditorProblem,
  selectEditorStage,
  selectLastSaved,
  selectLeftOut,
  selectPublicationId,
  selectPublicationStatus,
  selectScheduleAt,
  selectTextRevision,
  selectVersion,
} from "../../../machines/publications/publication-editor.selectors";
import type { LeftOutFile } from "../../../machines/publications/publication-files";
import { feedLogic, publicationEditorLogic, publicationLogic } from "../../app/wiring/publications";
import { SchedulePicker } from "../../components/dates/schedule-picker";
import { ProblemAlert } from "../../components/form/fields";
import { ButtonLink } from "../../components/links";
import { PublicationFeedView } from "../../components/publications/publication-feed";
import { useResource } from "../../components/use-resource";
import { ruPublications } from "../../i18n/ru.publications";
import css from "./editor-page.module.css";
import { RevisionHistory } from "./revision-history";

// The editor's code (Tiptap and ProseMirror) is fetched with this page only.
const RichTextInput = lazy(() =>
  import("../../components/rich-text/rich-text-editor").then((m) => ({ default: m.RichTextInput })),
);

const t = ruPublications.editor;

/**
 * /profile/{id}/publications (the owner's): the editor — a new publication (in the rubric it was started
 * from, `?rubric=`) or one of theirs (`?edit=`) — and below it their drafts and what they published.
 */
export function EditorPage({ ownerId, edit, rubric }: { ownerId: number; edit?: number; rubric?: number }) {
  // The page's editor of a new publication: its first save puts its id in the address (a reload edits
  // it) and it goes on editing it; the address asking for a new one again starts it afresh.
  const fresh = useActorRef(publicationEditorLogic, {
    input: {
      publication: null,
      rubricId: rubrics.find((one) => one.id === rubric)?.id ?? 1,
      idempotencyKey: crypto.randomUUID(),
    },
  });
  const created = useSelector(fresh, selectPublicationId);
  useEffect(() => {
    fresh.send({ type: "editor.address", edit, idempotencyKey: crypto.randomUUID() });
  }, [fresh, edit]);
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = fresh.on("editor.created", ({ id }) => {
      void navigate({
        to: "/profile/$id/publications",
        params: { id: ownerId },
        // The rubric it was started from stays: the route keeps one page per rubric.
        search: { edit: id, ...(rubric === undefined ? {} : { rubric }) },
        replace: true,
      });
    });
    return () => subscription.unsubscribe();
  }, [fresh, navigate, ownerId, rubric]);
  // Each save changes the lists beneath: they are read again.
  const [draftsLogic] = useState(() => feedLogic({ kind: "drafts" }));
  const [publishedLogic] = useState(() => feedLogic({ kind: "author", authorId: ownerId }));
  const drafts = useActorRef(draftsLogic, { input: {} });
  const published = useActorRef(publishedLogic, { input: {} });
  const onSaved = useCallback(() => {
    drafts.send({ type: "list.reload" });
    published.send({ type: "list.reload" });
  }, [drafts, published]);
  return (
    <Stack gap="xl" data-page="publications">
      {edit === undefined || edit === created ? (
        <Editor editor={fresh} authorId={ownerId} onSaved={onSaved} />
      ) : (
        <EditLoaded key={edit} id={edit} authorId={ownerId} onSaved={onSaved} />
      )}
      <section aria-labelledby="drafts-title">
        <Title order={2} size="h3" id="drafts-title" mb="sm">
          {ruPublications.drafts.title}
        </Title>
        <PublicationFeedView list={drafts} kind="drafts" empty={ruPublications.drafts.empty} />
      </section>
      <section aria-labelledby="published-title">
        <Title order={2} size="h3" id="published-title" mb="sm">
          {ruPublications.post.status.published}
        </Title>
        <PublicationFeedView list={published} kind="author" empty={ruPublications.feed.empty} />
      </section>
    </Stack>
  );
}

function EditLoaded({ id, authorId, onSaved }: { id: number; authorId: number; onSaved: () => void }) {
  const { data, problem, reload } = useResource(publicationLogic, { id });
  if (data) return <LoadedEditor publication={data} authorId={authorId} onSaved={onSaved} />;
  if (problem) {
    return (
      <ProblemAlert problem={problem}>
        <Button size="xs" variant="subtle" onClick={reload}>
          {ruPublications.feed.retry}
        </Button>
      </ProblemAlert>
    );
  }
  return <Loader role="status" aria-label={ruPublications.post.loading} />;
}

/** One of the author's publications, in an editor of its own. */
function LoadedEditor({
  publication,
  authorId,
  onSaved,
}: {
  publication: Publication;
  authorId: number;
  onSaved: () => void;
}) {
  const editor = useActorRef(publicationEditorLogic, {
    input: { publication, rubricId: publication.rubric.id, idempotencyKey: crypto.randomUUID() },
  });
  return <Editor editor={editor} authorId={authorId} onSaved={onSaved} />;
}

/**
 * One publication's editor. Headed «Новая публикация» until its first save gives it an id (the address
 * then says `?edit={id}`), «Редактирование публикации» from then on.
 */
function Editor({
  editor,
  authorId,
  onSaved,
}: {
  editor: PublicationEditorActor;
  authorId: number;
  /** A save reached the server (the editor says so: `editor.saved`). */
  onSaved: () => void;
}) {
  const fields = useSelector(editor, selectEditorFields);
  const files = useSelector(editor, selectEditorFiles);
  const leftOut = useSelector(editor, selectLeftOut);
  const stage = useSelector(editor, selectEditorStage);
  const problem = useSelector(editor, selectEditorProblem);
  const lastSaved = useSelector(editor, selectLastSaved);
  const id = useSelector(editor, selectPublicationId);
  const status = useSelector(editor, selectPublicationStatus);
  const version = useSelector(editor, selectVersion);
  const scheduleAt = useSelector(editor, selectScheduleAt);
  // The text field starts from the fields' text, and again each time the editor replaces it.
  const textRevision = useSelector(editor, selectTextRevision);
  useEffect(() => {
    const subscription = editor.on("editor.saved", onSaved);
    return () => subscription.unsubscribe();
  }, [editor, onSaved]);
  const change = (next: Partial<typeof fields>) => editor.send({ type: "editor.change", fields: next });
  const busy = stage === "savingDraft" || stage === "publishing" || stage === "loading";
  const published = status === "published";

  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      component="section"
      aria-labelledby="editor-title"
      data-editor-stage={stage}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={1} size="h2" id="editor-title">
            {id === null ? t.newTitle : t.editTitle}
          </Title>
          <Text size="sm" c="dimmed" role="status" data-editor-status="">
            {stage === "clean" && lastSaved ? t.saved[lastSaved] : t.stages[stage]}
          </Text>
        </Group>
        <SegmentedControl
          aria-label={t.type}
          value={String(fields.type)}
          onChange={(value) => change({ type: Number(value) as PublicationType })}
          data={([1, 2, 3] as const).map((type) => ({ value: String(type), label: t.types[type] }))}
          style={{ alignSelf: "flex-start" }}
        />
        {fields.type !== 2 ? (
          <TextInput
            label={t.title}
            placeholder={t.titlePlaceholder}
            value={fields.title}
            maxLength={200}
            onChange={(event) => change({ title: event.currentTarget.value })}
            error={problem?.fieldErrors.title}
          />
        ) : null}
        <NativeSelect
          label={t.rubric}
          value={String(fields.rubricId)}
          onChange={(event) => change({ rubricId: Number(event.currentTarget.value) })}
          data={rubrics.map((rubric) => ({ value: String(rubric.id), label: rubric.name }))}
        />
        <div>
          <Text size="sm" fw={500} mb={4}>
            {t.text}
          </Text>
          <Suspense fallback={<Loader size="sm" role="status" aria-label={t.text} />}>
            <RichTextInput
              key={textRevision}
              initial={fields.text}
              label={t.text}
              onChange={(text) => change({ text })}
            />
          </Suspense>
          {problem?.fieldErrors.text ? (
            <Text size="sm" c="red" role="alert">
              {problem.fieldErrors.text}
            </Text>
          ) : null}
        </div>
        <Group gap="sm" wrap="wrap">
          <FileButton
            accept={publicationFileRules.preview.types.join(",")}
            onChange={(preview) => editor.send({ type: "editor.files", files: { preview } })}
          >
            {(props) => (
              <Button variant="default" {...props}>
                {files.preview ? `${t.preview}: ${(files.preview as File).name ?? ""}` : t.pickPreview}
              </Button>
            )}
          </FileButton>
          <FileButton
            multiple
            accept={publicationFileRules.attachments.types.join(",")}
            onChange={(picked) => editor.send({ type: "editor.files", files: { attachments: picked } })}
          >
            {(props) => (
              <Button variant="default" {...props}>
                {t.pickAttachments}
              </Button>
            )}
          </FileButton>
          {files.attachments.length > 0 ? (
            <Text size="sm">{t.pickedFiles(files.attachments.length)}</Text>
          ) : null}
        </Group>
        <LeftOutFiles files={[...leftOut.preview, ...leftOut.attachments]} />
        {stage === "conflict" ? (
          <Alert color="yellow" title={t.stages.conflict}>
            <Text size="sm">{problem?.message}</Text>
            <Button mt="xs" size="xs" onClick={() => editor.send({ type: "editor.reload" })}>
              {t.takeOther}
            </Button>
          </Alert>
        ) : (
          <ProblemAlert problem={stage === "failed" ? problem : null} title={t.stages.failed} />
        )}
        <Group gap="sm" wrap="wrap" className={css.actions}>
          <Button
            loading={stage === "publishing"}
            disabled={busy}
            onClick={() => editor.send({ type: "editor.publish", as: { publish: "now" } })}
          >
            {published ? t.saveChanges : t.publish}
          </Button>
          {!published ? (
            <Button
              variant="default"
              disabled={busy}
              onClick={() => editor.send({ type: "editor.saveDraft" })}
            >
              {t.saveDraft}
            </Button>
          ) : null}
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <SchedulePicker
              label={t.scheduleAt}
              onChange={(at) => editor.send({ type: "editor.pickTime", at })}
            />
            <Button
              variant="light"
              disabled={busy || !scheduleAt}
              onClick={() => editor.send({ type: "editor.schedule" })}
            >
              {t.schedule}
            </Button>
          </Group>
          {/* A draft is its author's to read as readers will (the post page shows it to them alone). */}
          {id !== null ? (
            <ButtonLink to="/blogs/$id/post/$postId" params={{ id: authorId, postId: id }} variant="subtle">
              {status === "draft" ? t.previewDraft : t.open}
            </ButtonLink>
          ) : null}
        </Group>
      </Stack>
      {/* A published one keeps its earlier versions: read again after each save (a new one may be there). */}
      {id !== null && published ? <RevisionHistory key={version} id={id} /> : null}
    </Paper>
  );
}

/** The form's file error (spec §5): each file the next save leaves out, and why. */
function LeftOutFiles({ files }: { files: ReadonlyArray<LeftOutFile> }) {
  if (files.length === 0) return null;
  const said = ruPublications.leftOut;
  return (
    <Alert color="red" title={said.title} role="alert" data-left-out="">
      <ul className={css.leftOut}>
        {files.map((file, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two picked files may share a name
          <li key={index}>
            «{file.name}» — {file.fault ? said.fault[file.fault] : said.withOthers}
          </li>
        ))}
      </ul>
      <Text size="sm">{said.text}</Text>
    </Alert>
  );
}
