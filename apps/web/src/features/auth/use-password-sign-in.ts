import { loginBodySchema } from '@ghorbari/contracts';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { accountResolver } from '../../domain/accounts/account-resolver.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { useFormProblem } from '../../lib/use-form-problem.ts';
import { login, type LoginBody } from './api/login.ts';

/**
 * Signing in with a password (POST /api/login), by email or by mobile number (`contact`, the
 * form's other field): the form with the contracts' rules, its submit, and where a refusal is
 * said (under its field, or above the form and as a toast).
 */
export function usePasswordSignIn<T extends FieldValues & { password: string }>(
  contact: keyof T & string,
  defaultValues: DefaultValues<T>,
  /** Keeps the token and loads the account; throws when the account cannot be used. */
  signInWith: (token: string) => Promise<void>,
) {
  const { t } = useTranslation(['account', 'messages']);
  const form = useForm<T, unknown, LoginBody>({ resolver: accountResolver(loginBodySchema), defaultValues });
  const { problem, setProblem, refused } = useFormProblem(form.setError, [contact, 'password']);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await signInWith(await login(values));
    } catch (error) {
      refused(error, apiErrorMessage(error, t, 'errors.loginFailed'));
    }
  });
  return { form, problem, setProblem, refused, submit };
}
