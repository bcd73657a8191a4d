import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { localizeMessage } from '../../i18n/known-messages.ts';
import { errorText } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { m } from '../../../paraglide/messages.js';

interface ProofFields {
  password: string;
  code: string;
  proof: 'password' | 'code';
}

/**
 * What confirms a change of payout details: the account password, or (for an account without one)
 * a code e-mailed just now, as deleting the account asks.
 */
export function ChangeProof<T extends ProofFields>({ form }: { form: UseFormReturn<T> }) {
  const proofForm = form as unknown as UseFormReturn<ProofFields>;
  const utils = trpc.useUtils();
  const proof = useWatch({ control: proofForm.control, name: 'proof' });
  const [codeSent, setCodeSent] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const { errors } = proofForm.formState;
  const sendCode = async () => {
    setSendError(null);
    try {
      await utils.client.prizes.sendPayoutDetailsCode.mutate();
      setCodeSent(true);
    } catch (caught) {
      setSendError(errorText(caught, m.account_claim_details_failed()));
    }
  };
  return (
    <div className="grid gap-2">
      {proof === 'password' ? (
        <TextField
          label={m.account_claim_password()}
          type="password"
          autoComplete="current-password"
          description={m.account_claim_password_hint()}
          registration={proofForm.register('password')}
          error={errors.password?.message}
        />
      ) : (
        <>
          <Button type="button" variant="outline" className="w-full sm:w-fit" onClick={() => void sendCode()}>
            {codeSent ? m.account_send_new_code() : m.account_email_me_code()}
          </Button>
          {sendError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {sendError}
            </p>
          )}
          {!codeSent && errors.code?.message && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {localizeMessage(errors.code.message)}
            </p>
          )}
          {codeSent && (
            <TextField
              label={m.account_six_digit_code()}
              inputMode="numeric"
              autoComplete="one-time-code"
              registration={proofForm.register('code')}
              error={errors.code?.message}
            />
          )}
        </>
      )}
      <Button
        type="button"
        variant="link"
        className="h-auto justify-self-start p-0"
        onClick={() => proofForm.setValue('proof', proof === 'password' ? 'code' : 'password')}
      >
        {proof === 'password' ? m.account_confirm_with_code() : m.account_use_password()}
      </Button>
    </div>
  );
}
