import "../../components/mantine-styles";
import { Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { MachineForm, ProblemAlert, SubmitButton } from "../../components/form/fields";
import type { FormKit } from "../../components/form/use-form";
import css from "./teams.module.css";

/**
 * A card with one name to type and send: founding a team, creating a division. The texts are the page's
 * (ru.teams.ts); `id` names the card's heading.
 */
export function NameCard({
  id,
  form,
  texts,
}: {
  id: string;
  form: FormKit & { readonly fieldErrors: Readonly<Record<string, string | undefined>> };
  texts: { readonly title: string; readonly hint: string; readonly label: string; readonly submit: string };
}) {
  return (
    <Paper withBorder radius="lg" className={css.card} component="section" aria-labelledby={id}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={id}>
          {texts.title}
        </Title>
        <Text size="sm">{texts.hint}</Text>
        <MachineForm form={form}>
          <div className={css.inline}>
            <TextInput
              name="name"
              label={texts.label}
              maxLength={60}
              error={form.fieldErrors.name}
              required
            />
            <SubmitButton form={form} fullWidth={false}>
              {texts.submit}
            </SubmitButton>
          </div>
          <ProblemAlert problem={form.problem} />
        </MachineForm>
      </Stack>
    </Paper>
  );
}
