import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { errorText } from './errors.ts';

/**
 * A form's calls to the server, with their failure as the form's own error: the server's text,
 * else `fallback` (docs/product.md#messages-and-constants). `submit` validates first, then sends the values; `run` is for
 * the form's other calls (e.g. "Send a new code") and tells whether the call succeeded. The next
 * submit clears the error.
 */
export function useServerSubmit<TFieldValues extends FieldValues, TContext, TValues>(
  form: UseFormReturn<TFieldValues, TContext, TValues>,
  fallback: string,
  send: (values: TValues) => Promise<unknown>,
) {
  const run = async (call: () => Promise<unknown>): Promise<boolean> => {
    form.clearErrors('root.server');
    try {
      await call();
      return true;
    } catch (error) {
      form.setError('root.server', { message: errorText(error, fallback) });
      return false;
    }
  };
  const submit = form.handleSubmit((values) => run(() => send(values)));
  return { submit, run, serverError: form.formState.errors.root?.server?.message };
}
