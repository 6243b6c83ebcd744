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
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { publicationFileRules } from "../../../api/endpoints/publications";
import { type Publication, type PublicationType, rubrics } from "../../../api/schema/publication";
import {
  selectEditorFields,
  selectEditorFiles,
  selectEditorProblem,
  selectEditorStage,
  selectLastSaved,
  selectLeftOut,
  selectPublicationId,
  selectPublicationStatus,
  selectVersion,
} from "../../../machines/publications/publication-editor.selectors";
import type { LeftOutFile } from "../../../machines/publications/publication-files";
import { publicationEditorLogic, publicationLogic } from "../../app/wiring/publications";
import { SchedulePicker } from "../../components/dates/schedule-picker";
import { ProblemAlert } from "../../components/form/fields";
import { ButtonLink } from "../../components/links";
import { PublicationFeed } from "../../components/publications/publication-feed";
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
  // Each save changes the lists beneath: they are read again.
  const [saves, countSave] = useState(0);
  const onSaved = () => countSave((n) => n + 1);
  // A new publication's first save puts its id in the address (a reload edits it), without starting
  // the editor again; leaving for a new one does.
  const navigate = useNavigate();
  const [created, setCreated] = useState<number | null>(null);
  const [fresh, countFresh] = useState(0);
  const lastEdit = useRef(edit);
  useEffect(() => {
    // The address lost its `edit` (the author asked for a new publication): a new editor.
    if (lastEdit.current !== undefined && edit === undefined) {
      setCreated(null);
      countFresh((n) => n + 1);
    }
    lastEdit.current = edit;
  }, [edit]);
  const onCreated = (id: number) => {
    setCreated(id);
    void navigate({
      to: "/profile/$id/publications",
      params: { id: ownerId },
      // The rubric it was started from stays: the route keeps one page per rubric.
      search: { edit: id, ...(rubric === undefined ? {} : { rubric }) },
      replace: true,
    });
  };
  return (
    <Stack gap="xl" data-page="publications">
      {edit === undefined || edit === created ? (
        <Editor
          key={`new-${fresh}`}
          publication={null}
          rubricId={rubrics.find((one) => one.id === rubric)?.id ?? 1}
          authorId={ownerId}
          onSaved={onSaved}
          onCreated={onCreated}
        />
      ) : (
        <EditLoaded key={edit} id={edit} authorId={ownerId} onSaved={onSaved} />
      )}
      <section aria-labelledby="drafts-title">
        <Title order={2} size="h3" id="drafts-title" mb="sm">
          {ruPublications.drafts.title}
        </Title>
        <PublicationFeed feed={{ kind: "drafts" }} empty={ruPublications.drafts.empty} changes={saves} />
      </section>
      <section aria-labelledby="published-title">
        <Title order={2} size="h3" id="published-title" mb="sm">
          {ruPublications.post.status.published}
        </Title>
        <PublicationFeed
          feed={{ kind: "author", authorId: ownerId }}
          empty={ruPublications.feed.empty}
          changes={saves}
        />
      </section>
    </Stack>
  );
}

function EditLoaded({ id, authorId, onSaved }: { id: number; authorId: number; onSaved: () => void }) {
  const { data, problem, reload } = useResource(publicationLogic, { id });
  if (data)
    return <Editor publication={data} rubricId={data.rubric.id} authorId={authorId} onSaved={onSaved} />;
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

function Editor({
  publication,
  rubricId,
  authorId,
  onSaved,
  onCreated,
}: {
  publication: Publication | null;
  rubricId: number;
  authorId: number;
  /** A save reached the server. */
  onSaved: () => void;
  /** A new one's first save: it has an id now. */
  onCreated?: (id: number) => void;
}) {
  const editor = useActorRef(publicationEditorLogic, {
    input: { publication, rubricId, idempotencyKey: crypto.randomUUID() },
  });
  const fields = useSelector(editor, selectEditorFields);
  const files = useSelector(editor, selectEditorFiles);
  const leftOut = useSelector(editor, selectLeftOut);
  const stage = useSelector(editor, selectEditorStage);
  const problem = useSelector(editor, selectEditorProblem);
  const lastSaved = useSelector(editor, selectLastSaved);
  const id = useSelector(editor, selectPublicationId);
  const status = useSelector(editor, selectPublicationStatus);
  const version = useSelector(editor, selectVersion);
  const told = useRef(version);
  const announced = useRef(publication !== null);
  useEffect(() => {
    if (id === null || announced.current) return;
    announced.current = true;
    onCreated?.(id);
  }, [id, onCreated]);
  useEffect(() => {
    if (version === told.current) return;
    told.current = version;
    onSaved();
  }, [version, onSaved]);
  const [scheduleAt, setScheduleAt] = useState("");
  // The document the editor starts from (later versions live in the editor itself).
  const [initialText, setInitialText] = useState(fields.text);
  // The other version arrived: the editor starts again from its text.
  const [awaitingFresh, awaitFresh] = useState(false);
  useEffect(() => {
    if (awaitingFresh && stage === "clean") {
      awaitFresh(false);
      setInitialText(fields.text);
    }
  }, [awaitingFresh, stage, fields.text]);
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
            {publication ? t.editTitle : t.newTitle}
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
              key={initialText}
              initial={initialText}
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
            <Button
              mt="xs"
              size="xs"
              onClick={() => {
                awaitFresh(true);
                editor.send({ type: "editor.reload" });
              }}
            >
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
            <SchedulePicker label={t.scheduleAt} onChange={(at) => setScheduleAt(at ?? "")} />
            <Button
              variant="light"
              disabled={busy || !scheduleAt}
              onClick={() =>
                editor.send({ type: "editor.publish", as: { publish: "scheduled", at: scheduleAt } })
              }
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
