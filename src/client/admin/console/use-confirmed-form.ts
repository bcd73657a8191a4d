import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { showServerError } from '../../lib/server-field-errors.ts';

/**
 * A form whose action is confirmed first (ConfirmDialog): `submit` validates and opens the dialog
 * with the values; `confirmed` sends them, then empties the form, or puts the server's refusal
 * next to the `fields` it names (else on the form). The values stay while the dialog fades out.
 */
export function useConfirmedForm<V extends FieldValues, O>({
  resolver,
  empty,
  fields,
  failed,
  send,
}: {
  resolver: Resolver<V, unknown, O>;
  empty: DefaultValues<V> & V;
  fields: readonly FieldPath<V>[];
  /** The form's error when the server's is not for a person (a 5xx, the network). */
  failed: string;
  /** Sends the values; `false` when it was called off (the values stay in the form). */
  send: (values: O) => Promise<unknown>;
}) {
  const form = useForm<V, unknown, O>({ resolver, defaultValues: empty });
  const [asked, setAsked] = useState<{ open: boolean; values: O | null }>({ open: false, values: null });
  const close = () => setAsked((current) => ({ ...current, open: false }));

  const run = async (values: O) => {
    close();
    form.clearErrors('root.server');
    try {
      if ((await send(values)) !== false) form.reset(empty);
    } catch (error) {
      showServerError(form, error, { fields, fallback: failed });
    }
  };

  return {
    form,
    submit: form.handleSubmit((values) => setAsked({ open: true, values })),
    dialog: {
      open: asked.open,
      onCancel: close,
      onConfirm: () => {
        if (asked.values !== null) void run(asked.values);
      },
    },
    /** What the dialog asks to confirm. */
    asked: asked.values,
  };
}
