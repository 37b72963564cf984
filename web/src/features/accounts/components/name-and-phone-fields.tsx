import { SimpleGrid, TextInput } from '@mantine/core';
import type { OwnAccountForm } from '@oligowatch/shared/schemas/account';
import { Controller, useFormContext } from 'react-hook-form';
import { IconUser } from '../../../components/icons';
import { PhoneInput } from './phone-input';

/**
 * First Name, Last Name and Phone Number (formatted as typed), all required, registered in the
 * surrounding form (a FormProvider whose values hold these three). The admin's account form and
 * the user's own details form both start with them.
 */
export function NameAndPhoneFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<OwnAccountForm>();
  return (
    <>
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
    </>
  );
}
