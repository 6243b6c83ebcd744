import { Button, type ButtonProps, Text } from "@mantine/core";
import { useEffect } from "react";
import type { ContractSchema } from "../../../api/endpoint";
import type { FormLogic } from "../../../machines/lib/form.machine";
import { ProblemAlert } from "../../components/form/fields";
import { useForm } from "../../components/form/use-form";

/**
 * One button that makes one call (accept, decline, leave, remove, invite): a form over the call's form
 * machine, its `values` checked by the contract's schema before they leave, its failure said beside it.
 * `onDone` hears the answer once, and the form is ready again.
 */
export function ActionForm<I, O, R extends string>({
  logic,
  schema,
  values,
  label,
  onDone,
  ...button
}: Omit<ButtonProps, "children" | "form"> & {
  logic: FormLogic<I, O, R>;
  schema: ContractSchema | undefined;
  /** The fields sent, as a form would send them (ids as text: the contract decodes them). */
  values: Record<string, string | number>;
  label: string;
  "aria-label"?: string;
  onDone?: (result: O) => void;
}) {
  const form = useForm(logic, { schema: schema as ContractSchema });
  const { succeeded, result, reset } = form;
  useEffect(() => {
    if (!succeeded) return;
    onDone?.(result as O);
    reset();
  }, [succeeded, result, onDone, reset]);
  // A field of `values` refused by the server (they are not typed here): said like any other failure.
  const refused = Object.values(form.fieldErrors)[0];
  return (
    <form
      noValidate
      aria-busy={form.submitting}
      onSubmit={(event) => {
        event.preventDefault();
        const fields = Object.fromEntries(
          Object.entries(values).map(([name, value]) => [name, String(value)]),
        );
        form.submit(event.currentTarget, { values: fields });
      }}
    >
      <Button type="submit" loading={form.submitting} {...button}>
        {label}
      </Button>
      <ProblemAlert problem={form.problem} />
      {refused ? (
        <Text size="sm" c="red" role="alert">
          {refused}
        </Text>
      ) : null}
    </form>
  );
}
