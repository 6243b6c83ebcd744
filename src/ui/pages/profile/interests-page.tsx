import "../../components/mantine-styles";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/Pill.css";
import "@mantine/core/styles/PillsInput.css";
import { Paper, Stack, TagsInput, Title } from "@mantine/core";
import { useState } from "react";
import { setInterests } from "../../../api/endpoints/settings";
import { maxInterests } from "../../../api/schema/settings";
import { profileLogic, saveInterestsLogic } from "../../app/wiring/profile";
import { FormOutcome, MachineForm, SubmitButton } from "../../components/form/fields";
import { useForm } from "../../components/form/use-form";
import { ResourceView } from "../../components/resource-view";
import { useResource } from "../../components/use-resource";
import { ruProfilePage } from "../../i18n/ru.account";
import { ruInterests as t } from "../../i18n/ru.settings";
import css from "./profile.module.css";

/**
 * /profile/{id}/interests (the owner only): the topics shown on the member's profile, typed or picked
 * from common ones, saved together in their order.
 */
export function InterestsPage({ id }: { id: number }) {
  const profile = useResource(profileLogic, { id });
  return (
    <Paper withBorder radius="lg" className={css.card} component="section" aria-labelledby="interests-title">
      <Stack gap="md">
        <Title order={1} id="interests-title" className={css.name}>
          {t.title}
        </Title>
        <ResourceView resource={profile} loading={ruProfilePage.loading}>
          {(loaded) => <InterestsForm saved={loaded.details.interests} />}
        </ResourceView>
      </Stack>
    </Paper>
  );
}

function InterestsForm({ saved }: { saved: ReadonlyArray<string> }) {
  const form = useForm(saveInterestsLogic, { schema: setInterests.body });
  const [topics, setTopics] = useState<string[]>([...saved]);
  return (
    <MachineForm form={form} onSubmit={(element) => form.submit(element, { values: { interests: topics } })}>
      <TagsInput
        label={t.label}
        description={`${t.text} ${t.hint(maxInterests)}`}
        placeholder={t.placeholder}
        data={[...t.suggestions]}
        value={topics}
        onChange={(next) => {
          setTopics(next);
          form.ref.send({ type: "form.change", field: "interests" });
        }}
        maxTags={maxInterests}
        clearable
        error={form.fieldErrors.interests}
        comboboxProps={{ withinPortal: true }}
      />
      <FormOutcome form={form} saved={t.saved} />
      <SubmitButton form={form} fullWidth={false}>
        {t.save}
      </SubmitButton>
    </MachineForm>
  );
}
