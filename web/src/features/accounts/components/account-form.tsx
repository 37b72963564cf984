import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { ACCESS_LEVELS } from '@oligowatch/shared/constants';
import { type CreateUserRequest, createUserRequestSchema } from '@oligowatch/shared/schemas/account';
import type { ReactNode } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { FormCard } from '../../../components/form-card';
import { IconMail } from '../../../components/icons';
import { NameAndPhoneFields } from './name-and-phone-fields';

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
  const form = useForm<CreateUserRequest>({ resolver: zodResolver(createUserRequestSchema), defaultValues });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;

  return (
    <FormProvider {...form}>
      <FormCard onSubmit={handleSubmit(onSubmit)}>
        <NameAndPhoneFields />
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
      </FormCard>
    </FormProvider>
  );
}
