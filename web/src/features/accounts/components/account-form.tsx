import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ACCESS_LEVELS } from '@oligowatch/shared/constants';
import { type CreateUserRequest, createUserRequestSchema } from '@oligowatch/shared/schemas/account';
import { IconMail, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PhoneInput } from './phone-input';

export const emptyAccount: CreateUserRequest = {
  first_name: '',
  last_name: '',
  phone_number: '',
  email: '',
  // Empty until chosen: the select shows its placeholder and the field is required.
  access_level: '' as CreateUserRequest['access_level'],
};

interface AccountFormProps {
  defaultValues: CreateUserRequest;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: CreateUserRequest) => void;
  /** More buttons beside the submit one (the edit form's reset button). */
  extraActions?: ReactNode;
  /** Lets the caller show a server-side refusal on the e-mail field (409). */
  emailError?: string | undefined;
}

/**
 * The account fields of SPEC.md section 3, all required: First Name, Last Name, Phone Number
 * (formatted as typed), Email (the simple pattern) and Access Level (Admin or User). The add and
 * the edit screens both use it, with the same schema the server checks.
 */
export function AccountForm({
  defaultValues,
  submitLabel,
  pending,
  onSubmit,
  extraActions,
  emailError,
}: AccountFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateUserRequest>({ resolver: zodResolver(createUserRequestSchema), defaultValues });

  return (
    <Paper withBorder radius="md" p="xl" maw={720}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="First Name"
              autoComplete="given-name"
              leftSection={<IconUser size={16} aria-hidden />}
              withAsterisk
              error={errors.first_name?.message}
              {...register('first_name')}
            />
            <TextInput
              label="Last Name"
              autoComplete="family-name"
              withAsterisk
              error={errors.last_name?.message}
              {...register('last_name')}
            />
          </SimpleGrid>
          <Controller
            control={control}
            name="phone_number"
            render={({ field }) => (
              <PhoneInput
                label="Phone Number"
                withAsterisk
                error={errors.phone_number?.message}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            leftSection={<IconMail size={16} aria-hidden />}
            withAsterisk
            error={errors.email?.message ?? emailError}
            {...register('email')}
          />
          <Controller
            control={control}
            name="access_level"
            render={({ field }) => (
              <Select
                label="Access Level"
                placeholder="Choose Admin or User"
                data={[...ACCESS_LEVELS]}
                withAsterisk
                allowDeselect={false}
                error={errors.access_level?.message}
                name={field.name}
                ref={field.ref}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
              />
            )}
          />
          <Group justify="flex-end" mt="sm">
            {extraActions}
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
