import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type LoginForm, loginFormSchema } from '@oligowatch/shared/schemas/account';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { IconAlertCircle, IconMail } from '../../../components/icons';
import { PasswordField } from '../../../components/password-field';
import { paths } from '../../../lib/paths';
import { storeToken } from '../../../lib/session';
import { useLogin } from '../api/login';
import { signInErrorFor } from '../utils/sign-in-error';

export function SignInForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  // The e-mail field has focus on arrival: signing in starts with typing.
  useEffect(() => setFocus('email'), [setFocus]);

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: ({ token }) => {
        storeToken(token);
        navigate(paths.reports);
      },
    }),
  );

  const failure = login.isError ? signInErrorFor(login.error) : null;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {failure?.kind === 'alert' ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {failure.text}
          </Alert>
        ) : null}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          placeholder="you@example.org"
          leftSection={<IconMail size={16} aria-hidden />}
          withAsterisk
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        {failure?.kind === 'inline' ? (
          <Text c="red.7" size="sm" fw={500}>
            {failure.text}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={login.isPending}>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
