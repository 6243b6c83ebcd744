import "../../components/mantine-styles";
import { Button, FileButton, Group, Paper, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { blogCoverRules, updateBlog } from "../../../api/endpoints/blogs";
import type { Blog } from "../../../api/schema/blog";
import type { FormCheck } from "../../../machines/lib/form.machine";
import { faultOf } from "../../../machines/publications/publication-files";
import { blogFormLogic, blogLogic } from "../../app/wiring/publications";
import { MachineForm, ProblemAlert, SubmitButton } from "../../components/form/fields";
import { useForm } from "../../components/form/use-form";
import { ButtonLink } from "../../components/links";
import { ResourceView } from "../../components/resource-view";
import { useObjectUrl } from "../../components/use-object-url";
import { useResource } from "../../components/use-resource";
import { ruPublications } from "../../i18n/ru.publications";
import css from "./blogs.module.css";

const t = ruPublications.blog.settings;
const rule = blogCoverRules.cover;

/** Why a picked file cannot be the cover (the contract's rule, as a publication's files are checked), or null. */
const coverFault = (file: Blob) => faultOf(file, rule) as keyof typeof t.coverFaults | null;

/** The form's own check: the picked cover by the contract's rules (the server checks its content again). */
const checkCover: FormCheck = (_values, files) => {
  const cover = files.cover;
  const fault = cover ? coverFault(cover) : null;
  const errors: Record<string, string> = {};
  if (fault) errors.cover = t.coverFaults[fault];
  return errors;
};

/** /blogosphere/settings: the member's own blog — its name, description and cover. */
export function BlogSettings({ userId }: { userId: number }) {
  const blog = useResource(blogLogic, { id: userId });
  return (
    <ResourceView resource={blog} loading={ruPublications.blog.loading} failed={ruPublications.blog.failed}>
      {(saved) => <BlogForm blog={saved} />}
    </ResourceView>
  );
}

function BlogForm({ blog }: { blog: Blog }) {
  const form = useForm(blogFormLogic, { schema: updateBlog.body, check: checkCover });
  const [cover, setCover] = useState<File | null>(null);
  const [remove, setRemove] = useState(false);
  const preview = useObjectUrl(cover);
  const saved = form.succeeded ? (form.result as Blog | undefined) : undefined;
  const current = saved ?? blog;
  const shown = preview ?? (remove ? null : current.cover);
  const fault = cover ? coverFault(cover) : null;
  const pick = (picked: File | null) => {
    setCover(picked);
    if (picked) setRemove(false);
    form.ref.send({ type: "form.change", field: "cover" });
  };
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="blog-settings-title">
      <MachineForm
        form={form}
        gap="lg"
        onSubmit={(element) =>
          form.submit(element, { values: remove && !cover ? { removeCover: "1" } : {}, files: { cover } })
        }
      >
        <Title order={2} id="blog-settings-title">
          {t.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t.text}
        </Text>
        <TextInput
          name="title"
          label={t.name}
          defaultValue={current.title}
          maxLength={100}
          required
          error={form.fieldErrors.title}
        />
        <Textarea
          name="description"
          label={t.description}
          defaultValue={current.description}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={500}
          error={form.fieldErrors.description}
        />
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t.cover}
          </Text>
          {shown ? <img src={shown} alt="" className={css.authorCover} data-cover-preview="" /> : null}
          <Group gap="xs">
            <FileButton onChange={pick} accept={rule.types.join(",")} inputProps={{ "aria-label": t.cover }}>
              {(props) => (
                <Button variant="light" {...props}>
                  {cover || current.cover ? t.otherCover : t.pickCover}
                </Button>
              )}
            </FileButton>
            {current.cover && !cover ? (
              <Button
                variant="subtle"
                color={remove ? "gray" : "red"}
                onClick={() => setRemove((was) => !was)}
              >
                {remove ? t.keepCover : t.removeCover}
              </Button>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {t.coverHint}
          </Text>
          {fault || form.fieldErrors.cover ? (
            <Text size="sm" c="red" role="alert">
              {fault ? t.coverFaults[fault] : form.fieldErrors.cover}
            </Text>
          ) : null}
        </Stack>
        <ProblemAlert problem={form.problem} />
        <Group gap="sm">
          <SubmitButton form={form} fullWidth={false}>
            {t.save}
          </SubmitButton>
          <ButtonLink to="/blogosphere/authors/$id" params={{ id: blog.author.id }} variant="subtle">
            {t.open}
          </ButtonLink>
          {saved ? (
            <Text size="sm" role="status">
              {t.saved}
            </Text>
          ) : null}
        </Group>
      </MachineForm>
    </Paper>
  );
}
