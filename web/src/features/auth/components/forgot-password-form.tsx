import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { forgotPasswordRequestSchema } from '@oligowatch/shared/schemas/account';
import { useForm } from 'react-hook-form';
import { IconAlertCircle, IconCircleCheck, IconMail } from '../../../components/icons';
import { type ForgotPasswordRequest, useRequestPasswordReset } from '../api/forgot-password';
import { forgotPasswordOutcome } from '../utils/forgot-password-outcome';
import { ReturnToLogin } from './return-to-login';

export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });

  const outcome = request.isSuccess
    ? forgotPasswordOutcome({ data: request.data })
    : request.isError
      ? forgotPasswordOutcome({ error: request.error })
      : null;

  return (
    <form onSubmit={handleSubmit((values) => request.mutate(values))} noValidate>
      <Stack gap="md">
        {outcome ? (
          <Alert
            color={outcome.ok ? 'teal' : 'red'}
            variant="light"
            icon={
              outcome.ok ? (
                <IconCircleCheck size={18} aria-hidden />
              ) : (
                <IconAlertCircle size={18} aria-hidden />
              )
            }
            role={outcome.ok ? 'status' : 'alert'}
          >
            {outcome.text}
          </Alert>
        ) : null}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.org"
          leftSection={<IconMail size={16} aria-hidden />}
          withAsterisk
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" fullWidth size="md" loading={request.isPending}>
          Send Reset Link
        </Button>
        <ReturnToLogin />
      </Stack>
    </form>
  );
}
